import { inflateSync, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docx, manyEntriesDocx, zipBombDocx } from '../../../../test/support/document-fixtures.ts';
import { UnsupportedFileTypeError } from './documents.errors.ts';
import {
  assertNoDtd,
  checkDocxDirectory,
  DOCX_LIMITS,
  documentTextLength,
  readZipDirectory,
} from './docx-package.ts';

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof UnsupportedFileTypeError) return err.reason;
    throw err;
  }
  return undefined;
}

describe('readZipDirectory', () => {
  it('lists the entries with their sizes and where their data starts', () => {
    const zip = zipSync(
      { 'a.xml': strToU8('<a/>'), 'b/c.rels': [strToU8('x'.repeat(100)), { level: 9 }] },
      { level: 0 },
    );
    const entries = readZipDirectory(zip);
    expect(entries.map((e) => [e.name, e.method, e.declaredSize])).toEqual([
      ['a.xml', 0, 4],
      ['b/c.rels', 8, 100],
    ]);
    const first = entries[0];
    expect(
      first &&
        new TextDecoder().decode(zip.subarray(first.dataOffset, first.dataOffset + first.compressedSize)),
    ).toBe('<a/>');
  });

  it('refuses more entries than the cap before reading any of them', () => {
    expect(reasonOf(() => readZipDirectory(manyEntriesDocx(DOCX_LIMITS.maxEntries)))).toBe(
      'too_many_entries',
    );
    expect(readZipDirectory(manyEntriesDocx(DOCX_LIMITS.maxEntries - 3))).toHaveLength(
      DOCX_LIMITS.maxEntries,
    );
  });

  it('refuses truncated, encrypted and ZIP64 archives', () => {
    const zip = docx(['Hello']);
    expect(reasonOf(() => readZipDirectory(zip.subarray(0, zip.byteLength - 10)))).toBe('broken_zip');
    expect(reasonOf(() => readZipDirectory(zip.subarray(0, 40)))).toBe('broken_zip');

    const encrypted = zip.slice();
    const view = new DataView(encrypted.buffer);
    const central = encrypted.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50);
    view.setUint16(central + 8, view.getUint16(central + 8, true) | 1, true);
    expect(reasonOf(() => readZipDirectory(encrypted))).toBe('encrypted');

    const zip64 = zip.slice();
    const z = new DataView(zip64.buffer);
    z.setUint16(zip64.byteLength - 22 + 10, 0xffff, true);
    expect(reasonOf(() => readZipDirectory(zip64))).toBe('zip64');
  });
});

describe('checkDocxDirectory', () => {
  it('wants the content types and the main document, and keeps only XML parts to inflate', () => {
    const parts = checkDocxDirectory(
      readZipDirectory(docx(['Hi'], { 'word/media/photo.png': new Uint8Array(10) })),
    );
    expect(parts.map((p) => p.name).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    const notWord = zipSync({ 'notes.txt': strToU8('hello') });
    expect(reasonOf(() => checkDocxDirectory(readZipDirectory(notWord)))).toBe('not_docx');
  });

  it('refuses a package that declares more uncompressed bytes than the caps', () => {
    expect(reasonOf(() => checkDocxDirectory(readZipDirectory(zipBombDocx(5))))).toBe(
      'too_large_uncompressed',
    );
  });
});

describe('assertNoDtd', () => {
  it('refuses document type declarations and entity definitions in any case', () => {
    expect(
      reasonOf(() => assertNoDtd('word/document.xml', '<?xml?><!doctype x [<!ENTITY a "b">]><x/>')),
    ).toBe('xml_dtd');
    expect(
      reasonOf(() => assertNoDtd('word/document.xml', '<w:t>a &lt;!DOCTYPE in text</w:t>')),
    ).toBeUndefined();
  });
});

describe('documentTextLength', () => {
  it('counts the characters of the text runs only, an entity as the one character it stands for', () => {
    const xml =
      '<w:document><w:body><w:p><w:pPr><w:tabs><w:tab w:val="left"/></w:tabs></w:pPr>' +
      '<w:r><w:t>Ada</w:t></w:r><w:r><w:tab/><w:t xml:space="preserve"> &amp; Bo</w:t></w:r>' +
      '<w:r><w:t/></w:r></w:p><w:tbl><w:tr><w:tc><w:p><w:r><w:t>x&lt;y</w:t></w:r></w:p></w:tc></w:tr></w:tbl>' +
      '<w:r><w:delText>gone</w:delText></w:r></w:body></w:document>';
    // 'Ada' + ' & Bo' + 'x<y'
    expect(documentTextLength(xml)).toBe(3 + 5 + 3);
  });

  it('reads what it can of a run left open at the end', () => {
    expect(documentTextLength('<w:r><w:t>abc')).toBe(3);
    expect(documentTextLength('<w:r><w:t')).toBe(0);
  });

  it('agrees with the text a Word document is read as', () => {
    const body = 'Registered nurse & charge nurse, 2019 – 2024';
    const entry = readZipDirectory(docx([body])).find((e) => e.name === 'word/document.xml');
    expect(entry).toBeDefined();
    const xml = new TextDecoder().decode(
      inflateSync(docx([body]).subarray(entry!.dataOffset, entry!.dataOffset + entry!.compressedSize)),
    );
    expect(documentTextLength(xml)).toBe(body.length);
  });
});
