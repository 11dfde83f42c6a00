import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cacheFontFiles } from './pdfmake-font-cache.ts';
import { PDF_FONT_FILES } from './pdfmake-fonts.ts';

type Font = { head: unknown; cmap: unknown };
const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
const fontkit = createRequire(fromPdfmake.resolve('pdfkit'))('fontkit') as {
  create(bytes: Uint8Array): Font;
};

describe('the font cache', () => {
  const stored = new Map<string, Buffer>();
  cacheFontFiles(PDF_FONT_FILES, { writeFileSync: (file, bytes) => stored.set(file, bytes) });

  it('puts every bundled font file in the virtual file system', () => {
    expect([...stored.keys()]).toEqual(PDF_FONT_FILES);
  });

  it('decodes the tables of a cached font once for every document that uses it', () => {
    const bytes = stored.get(PDF_FONT_FILES[0] ?? '');
    if (!bytes) throw new Error('no cached font');
    const [first, second] = [fontkit.create(bytes), fontkit.create(bytes)];
    expect(first).not.toBe(second);
    expect(second.head).toBe(first.head);
    expect(second.cmap).toBe(first.cmap);
    // the same font from other bytes is decoded on its own
    expect(fontkit.create(Buffer.from(bytes)).head).not.toBe(first.head);
  });
});
