import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** pdfmake's virtual file system (Node): fonts found there are taken from memory, not disk. */
export interface FontFileSystem {
  writeFileSync(file: string, content: Buffer): void;
}

/** The part of a parsed fontkit TrueType font its table cache goes through. */
interface ParsedFont {
  stream: { buffer: Uint8Array };
  _directoryPos: number;
  _decodeTable(entry: { tag: string }): unknown;
}

// fontkit as pdfkit loads it (pdfmake's pdfkit), so the cache sits in the copy that parses the fonts
const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
const fontkit = createRequire(fromPdfmake.resolve('pdfkit'))('fontkit') as {
  create(bytes: Uint8Array): ParsedFont;
};

/** Tables decoded from each cached font file, by the font's offset in the file and the table's tag. */
const tablesOf = new WeakMap<Uint8Array, Map<string, unknown>>();

/**
 * Reads the given font files once and registers them in pdfmake's virtual file system, and lets
 * every document share the font tables decoded from them.
 *
 * pdfmake gives each document's pdfkit the bytes of a font and fontkit decodes its tables (character
 * map, metrics, the layout tables) again for every document: most of a report's CPU. pdfkit 0.19
 * takes bytes only, not a parsed font, so the tables decoded from these very buffers are kept and
 * handed to the next document's font. Each document still gets its own font object (its own
 * subset, glyph widths and layout cache); the shared tables are only read. Fonts from any other
 * bytes are decoded as before.
 */
export function cacheFontFiles(files: readonly string[], fileSystem: FontFileSystem): void {
  for (const file of files) {
    const bytes = readFileSync(file);
    fileSystem.writeFileSync(file, bytes);
    tablesOf.set(bytes, new Map());
  }
  const [first] = files;
  if (first !== undefined) shareDecodedTables(fontkit.create(readFileSync(first)));
}

let sharing = false;

function shareDecodedTables(font: ParsedFont): void {
  const fontClass = Object.getPrototypeOf(font) as ParsedFont;
  const decodeTable = fontClass._decodeTable;
  // another fontkit may decode tables otherwise: the fonts are still read from memory, decoded per document
  if (sharing || typeof decodeTable !== 'function') return;
  sharing = true;
  fontClass._decodeTable = function (this: ParsedFont, entry) {
    const tables = tablesOf.get(this.stream.buffer);
    if (!tables) return decodeTable.call(this, entry);
    const key = `${this._directoryPos}:${entry.tag}`;
    if (!tables.has(key)) tables.set(key, decodeTable.call(this, entry));
    return tables.get(key);
  };
}
