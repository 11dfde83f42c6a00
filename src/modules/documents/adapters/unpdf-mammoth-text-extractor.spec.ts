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
    const text = await extractor.extract(textPdf(['Ada Lovelace', 'Engineer (TypeScript)']), 'pdf');
    expect(text).toBe('Ada Lovelace\nEngineer (TypeScript)');
    expect((await extractor.extract(imageOnlyPdf(), 'pdf')).trim()).toBe('');
  });

  it('reads the paragraphs of a DOCX, ignoring media parts', async () => {
    const text = await extractor.extract(
      docx(['Backend Engineer', 'Kotlin & Go'], { 'word/media/logo.png': new Uint8Array(64) }),
      'docx',
    );
    expect(text.trim()).toBe('Backend Engineer\n\nKotlin & Go');
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

describe('the character limit', () => {
  it('stops reading a PDF or a DOCX once it holds more text than allowed', async () => {
    const small = new UnpdfMammothTextExtractor({ maxChars: 20, maxPdfPages: 50 });
    const long = 'A line well over twenty characters';
    await expect(small.extract(textPdf([long]), 'pdf')).rejects.toMatchObject({ limit: 'characters' });
    await expect(small.extract(docx([long]), 'docx')).rejects.toMatchObject({ limit: 'characters' });
    expect(await small.extract(textPdf(['Short']), 'pdf')).toBe('Short');
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
