import { describe, expect, it } from 'vitest';
import {
  docx,
  docxWithEntities,
  imageOnlyPdf,
  lyingZipBombDocx,
  textPdf,
} from '../../../../test/support/document-fixtures.ts';
import { UnsupportedFileTypeError } from '../domain/documents.errors.ts';
import { UnpdfMammothTextExtractor } from './unpdf-mammoth-text-extractor.ts';

const extractor = new UnpdfMammothTextExtractor();

async function reasonOf(work: Promise<unknown>): Promise<string | undefined> {
  try {
    await work;
  } catch (err) {
    if (err instanceof UnsupportedFileTypeError) return err.reason;
    throw err;
  }
  return undefined;
}

describe('UnpdfMammothTextExtractor', () => {
  it('reads the text of a PDF, line by line', async () => {
    const { text } = await extractor.extract(textPdf(['Ada Lovelace', 'Engineer (TypeScript)']), 'pdf');
    expect(text).toBe('Ada Lovelace\nEngineer (TypeScript)');
    expect(await extractor.extract(imageOnlyPdf(), 'pdf')).toEqual({ text: '', layout: '' });
  });

  it('reads the paragraphs of a DOCX, ignoring media parts', async () => {
    const { text } = await extractor.extract(
      docx(['Backend Engineer', 'Kotlin & Go'], { 'word/media/logo.png': new Uint8Array(64) }),
      'docx',
    );
    expect(text).toBe('Backend Engineer\nKotlin & Go');
  });

  it('refuses broken files, entity declarations and parts that inflate beyond what they declare', async () => {
    expect(await reasonOf(extractor.extract(new TextEncoder().encode('%PDF-1.4 nonsense'), 'pdf'))).toBe(
      'broken_file',
    );
    expect(await reasonOf(extractor.extract(docxWithEntities('secret'), 'docx'))).toBe('xml_dtd');
    expect(await reasonOf(extractor.extract(lyingZipBombDocx(8), 'docx'))).toBe('size_mismatch');
    const broken = docx(['x'], { 'word/document.xml': '<w:document><unclosed>' });
    expect(await reasonOf(extractor.extract(broken, 'docx'))).toBe('broken_file');
  });
});

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A DOCX with a heading style, a bulleted numbering definition and the document's rels. */
function styledDocx(body: string): Uint8Array {
  const styles = `<?xml version="1.0" encoding="UTF-8"?><w:styles ${W}><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/></w:style></w:styles>`;
  const numbering = `<?xml version="1.0" encoding="UTF-8"?><w:numbering ${W}><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`;
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/></Relationships>`;
  return docx([], {
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    'word/styles.xml': styles,
    'word/numbering.xml': numbering,
    'word/_rels/document.xml.rels': rels,
  });
}

const para = (runs: string, props = '') => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${runs}</w:p>`;
const text = (t: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${t}</w:t></w:r>`;
const item = (t: string) =>
  para(
    text(t),
    '<w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>',
  );
const cell = (t: string) => `<w:tc>${para(text(t))}</w:tc>`;

describe('the layout of a DOCX', () => {
  it('keeps headings, bold runs, numbered bullets, table rows and empty paragraphs', async () => {
    const body = [
      para(text('Ada Lovelace'), '<w:pStyle w:val="Heading1"/>'),
      para(text('London')),
      para(''),
      para(text('Experience'), '<w:pStyle w:val="Heading1"/>'),
      para(text('Senior Engineer', true) + text(', Acme')),
      item('Built the billing service'),
      item('Led a team of five'),
      `<w:tbl><w:tr>${cell('Engineer, Initech')}${cell('2016 – 2019')}</w:tr></w:tbl>`,
    ].join('');
    const { text: plain, layout } = await extractor.extract(styledDocx(body), 'docx');
    expect(layout).toBe(
      [
        '# Ada Lovelace',
        'London',
        '',
        '# Experience',
        '**Senior Engineer**, Acme',
        '- Built the billing service',
        '- Led a team of five',
        'Engineer, Initech\t2016 – 2019',
      ].join('\n'),
    );
    expect(plain).toContain(
      '• Built the billing service\n• Led a team of five\nEngineer, Initech   2016 – 2019',
    );
  });
});

describe('the character limit', () => {
  it('stops reading a PDF or a DOCX once it holds more text than allowed', async () => {
    const small = new UnpdfMammothTextExtractor({ maxChars: 20, maxPdfPages: 50 });
    const long = 'A line well over twenty characters';
    await expect(small.extract(textPdf([long]), 'pdf')).rejects.toMatchObject({ limit: 'characters' });
    await expect(small.extract(docx([long]), 'docx')).rejects.toMatchObject({ limit: 'characters' });
    expect((await small.extract(textPdf(['Short']), 'pdf')).text).toBe('Short');
  });
});

describe('entity declarations in other encodings', () => {
  it('are found in UTF-16 parts too', async () => {
    const prolog = '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>';
    const utf16 = new Uint8Array(Buffer.from(`\ufeff${prolog}`, 'utf16le'));
    expect(await reasonOf(extractor.extract(docx(['x'], { 'word/document.xml': utf16 }), 'docx'))).toBe(
      'xml_dtd',
    );
  });
});
