import { UnsupportedFileTypeError } from './documents.errors.ts';

/**
 * Caps on a DOCX package, checked from its central directory before anything is decompressed, and
 * again against the real output while decompressing (a zip can lie about sizes). A real resume
 * has a few dozen parts and well under a megabyte of XML.
 */
export const DOCX_LIMITS = {
  maxEntries: 256,
  maxEntryBytes: 4 * 1024 * 1024,
  maxTotalBytes: 8 * 1024 * 1024,
} as const;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; nothing else is accepted. */
  method: 0 | 8;
  compressedSize: number;
  /** As the directory declares it; the reader checks the real size while inflating. */
  declaredSize: number;
  /** Where the entry's (compressed) data starts in the file. */
  dataOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const REQUIRED_PARTS = ['[Content_Types].xml', 'word/document.xml'];

const notDocx = (reason: string, why: string) => new UnsupportedFileTypeError(reason, why);
const broken = () => notDocx('broken_zip', 'The file is not a readable DOCX document.');

function endOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw broken();
}

/**
 * The entries of a zip file, read from its central directory with every size and offset checked
 * against the file's bounds. Refuses ZIP64, encryption, compression other than deflate, duplicate
 * names and more entries than DOCX_LIMITS allows, all before any entry is read.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) throw broken();
  const end = endOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) throw notDocx('zip64', 'ZIP64 archives are not DOCX files.');
  if (count > DOCX_LIMITS.maxEntries) {
    throw notDocx('too_many_entries', `The DOCX file has more than ${DOCX_LIMITS.maxEntries} parts.`);
  }
  if (offset + size > end) throw broken();
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) throw broken();
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const declaredSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    if (at + 46 + skip > end) throw broken();
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + skip;
    if (flags & 0x1) throw notDocx('encrypted', 'Encrypted DOCX files cannot be read.');
    if (method !== 0 && method !== 8) throw broken();
    if (names.has(name)) throw broken();
    names.add(name);
    if (localOffset + 30 > bytes.byteLength || view.getUint32(localOffset, true) !== LOCAL) throw broken();
    const dataOffset =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > bytes.byteLength) throw broken();
    entries.push({ name, method, compressedSize, declaredSize, dataOffset });
  }
  return entries;
}

/** Whether an entry is XML the text reader needs (media and other binaries are never inflated). */
function isXmlPart(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

/** The package checks that need no decompression: the parts a DOCX must have and the size caps. */
export function checkDocxDirectory(entries: ZipEntry[]): ZipEntry[] {
  const names = new Set(entries.map((e) => e.name));
  if (!REQUIRED_PARTS.every((part) => names.has(part))) {
    throw notDocx('not_docx', 'The zip file is not a Word (DOCX) document.');
  }
  let total = 0;
  for (const entry of entries) {
    total += entry.declaredSize;
    if (entry.declaredSize > DOCX_LIMITS.maxEntryBytes || total > DOCX_LIMITS.maxTotalBytes) {
      throw notDocx('too_large_uncompressed', 'The DOCX file expands to more than its limit.');
    }
  }
  return entries.filter((e) => isXmlPart(e.name));
}

/** OOXML parts never carry a document type declaration; one here is an XML entity attack. */
export function assertNoDtd(name: string, xml: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw notDocx('xml_dtd', `The DOCX part ${name} declares XML entities, which Word files never do.`);
  }
}

const RUN_TEXT_OPEN = /<w:t(?=[\s>/])/g;

/**
 * How many characters of text the body of a Word document holds: the content of its text runs
 * (`<w:t>`), an entity such as `&amp;` counted as the one character it stands for. Read in one pass
 * over the XML, before any conversion, so a document whose text is far over a limit is refused at
 * once instead of after minutes of converting it.
 */
export function documentTextLength(xml: string): number {
  let chars = 0;
  RUN_TEXT_OPEN.lastIndex = 0;
  for (let open = RUN_TEXT_OPEN.exec(xml); open !== null; open = RUN_TEXT_OPEN.exec(xml)) {
    const start = xml.indexOf('>', open.index);
    if (start === -1) break;
    // an empty run, <w:t/>, holds nothing
    if (xml[start - 1] === '/') continue;
    let end = xml.indexOf('</w:t>', start);
    if (end === -1) end = xml.length;
    for (let i = start + 1; i < end; i++) {
      if (xml[i] === '&') {
        const semicolon = xml.indexOf(';', i);
        if (semicolon !== -1 && semicolon < end && semicolon - i <= 10) i = semicolon;
      }
      chars += 1;
    }
    RUN_TEXT_OPEN.lastIndex = end;
  }
  return chars;
}
