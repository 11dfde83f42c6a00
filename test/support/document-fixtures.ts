import { deflateSync } from 'node:zlib';
import { strToU8, type Zippable, zipSync } from 'fflate';

/**
 * Upload fixtures built in code: the smallest real PDF, DOCX and text files, and the hostile ones
 * the upload checks must refuse. Nothing binary is committed.
 */

function pdfString(text: string): string {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** A PDF of the given objects (bodies as latin1 strings, object 1 the catalog) with a correct xref. */
export function pdfOf(objects: string[]): Uint8Array {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** A one-page PDF whose page content stream is `content`, with a correct cross-reference table. */
export function pdfWithContent(content: string, extraObjects: string[] = [], resources = ''): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> ${resources} >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extraObjects,
  ];
  return pdfOf(objects);
}

/**
 * A decompression bomb: one small FlateDecode content stream that inflates to `megabytes` MB of
 * operators, drawn by each of `pages` pages. With `drawsText` the operators show text (a reader
 * collects megabytes of it); without, they only move the text position (a reader parses them all
 * and finds nothing).
 */
export function pdfBomb(
  options: { pages?: number; megabytes?: number; drawsText?: boolean } = {},
): Uint8Array {
  const { pages = 50, megabytes = 6, drawsText = true } = options;
  const operator = drawsText ? '(Experienced engineer shipping services) Tj 0 -1 Td\n' : '0 -1 Td\n';
  const body = operator.repeat(Math.ceil((megabytes * 1024 * 1024) / operator.length));
  const stream = Buffer.from(
    deflateSync(Buffer.from(`BT /F1 12 Tf 72 720 Td\n${body}ET`, 'latin1'), { level: 9 }),
  );
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const page =
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>';
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.byteLength} /Filter /FlateDecode >>\nstream\n${stream.toString('latin1')}\nendstream`,
    ...Array.from({ length: pages }, () => page),
  ]);
}

/** A DOCX whose document.xml inflates to megabytes of real paragraphs (within the package caps). */
export function textBombDocx(megabytes = 6): Uint8Array {
  const paragraph = 'Experienced engineer shipping reliable services for customers. ';
  const count = Math.ceil((megabytes * 1024 * 1024) / (paragraph.length + 60));
  return docx(Array.from({ length: count }, () => paragraph));
}

/** A PDF with one line of text per entry. */
export function textPdf(lines: string[]): Uint8Array {
  const shown = lines.map((line, i) => `${i === 0 ? '' : '0 -16 Td '}${pdfString(line)} Tj`).join('\n');
  return pdfWithContent(`BT /F1 12 Tf 72 720 Td\n${shown}\nET`);
}

/** A valid PDF with a blank page. */
export function emptyPdf(): Uint8Array {
  return pdfWithContent('');
}

/** A valid PDF whose only content is an image (a scan): nothing to extract. */
export function imageOnlyPdf(): Uint8Array {
  const pixels = 'ff0000 00ff00 0000ff ffffff'.replace(/ /g, '');
  const image = `<< /Type /XObject /Subtype /Image /Width 2 /Height 2 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /ASCIIHexDecode /Length ${pixels.length + 1} >>\nstream\n${pixels}>\nendstream`;
  return pdfWithContent('q 200 0 0 200 72 500 cm /Im1 Do Q', [image], '/XObject << /Im1 6 0 R >>');
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;' })[c] ?? c);
}

/** word/document.xml with one paragraph per entry (entries are raw XML when `raw` is set). */
export function documentXml(paragraphs: string[], options: { prolog?: string; raw?: boolean } = {}): string {
  const body = paragraphs
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${options.raw ? p : escapeXml(p)}</w:t></w:r></w:p>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${options.prolog ?? ''}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
}

/** A minimal real DOCX package; `parts` adds or replaces entries. */
export function docx(paragraphs: string[], parts: Record<string, Uint8Array | string> = {}): Uint8Array {
  const files: Zippable = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(RELS),
    'word/document.xml': strToU8(documentXml(paragraphs)),
  };
  for (const [name, data] of Object.entries(parts))
    files[name] = typeof data === 'string' ? strToU8(data) : data;
  return zipSync(files, { level: 9 });
}

/** A DOCX whose document declares an external and an internal entity and uses both. */
export function docxWithEntities(secret: string): Uint8Array {
  const prolog = `<!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY inner "${secret}">]>`;
  return docx([], {
    'word/document.xml': documentXml(['Experienced engineer', '&xxe; &inner;'], { prolog, raw: true }),
  });
}

/** A DOCX whose document.xml inflates to `megabytes` MB of blanks: a zip bomb that declares its size. */
export function zipBombDocx(megabytes = 64): Uint8Array {
  const filler = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  return docx([], { 'word/filler.xml': filler });
}

/**
 * The same bomb lying about itself: the directory and local headers claim `word/filler.xml`
 * inflates to 100 bytes, so only a check of the real output catches it.
 */
export function lyingZipBombDocx(megabytes = 64): Uint8Array {
  const zip = zipBombDocx(megabytes);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const target = 'word/filler.xml';
  for (let at = 0; at + 30 < zip.byteLength; at++) {
    const signature = view.getUint32(at, true);
    const [nameAt, sizeAt] =
      signature === 0x04034b50 ? [30, 22] : signature === 0x02014b50 ? [46, 24] : [0, 0];
    if (!nameAt) continue;
    const nameLength = view.getUint16(at + (signature === 0x04034b50 ? 26 : 28), true);
    const name = new TextDecoder().decode(zip.subarray(at + nameAt, at + nameAt + nameLength));
    if (name === target) view.setUint32(at + sizeAt, 100, true);
  }
  return zip;
}

/** A zip with `count` tiny entries besides a valid DOCX's parts. */
export function manyEntriesDocx(count: number): Uint8Array {
  const parts: Record<string, Uint8Array> = {};
  for (let i = 0; i < count; i++) parts[`x/${i}`] = new Uint8Array(0);
  return docx(['Plenty of parts'], parts);
}

/** A zip that is not a Word document at all (no word/document.xml). */
export function plainZip(): Uint8Array {
  return zipSync({ 'notes.txt': strToU8('Meeting notes') });
}

/** A Windows executable's first bytes ("MZ", the DOS stub, NUL padding), renamed to look harmless. */
export function fakeExecutable(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set([0x4d, 0x5a, 0x90, 0x00, 0x03], 0);
  bytes.set(strToU8('This program cannot be run in DOS mode.'), 78);
  return bytes;
}

/** "Résumé" in Latin-1: not valid UTF-8. */
export function latin1Text(): Uint8Array {
  return new Uint8Array(Buffer.from('R\u00e9sum\u00e9 of Jos\u00e9, engineer', 'latin1'));
}
