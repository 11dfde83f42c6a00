import { describe, expect, it } from 'vitest';
import { UnsupportedFileTypeError } from './documents.errors.ts';
import { documentName, renamedTo, sniffFileType, usableLayout, usableText } from './upload-rules.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof UnsupportedFileTypeError) return err.reason;
    throw err;
  }
  return undefined;
}

describe('sniffFileType', () => {
  it('recognises PDF and zip files by their first bytes, whatever follows', () => {
    expect(sniffFileType(bytes('%PDF-1.7\n...'))).toEqual({ type: 'pdf' });
    expect(sniffFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]))).toEqual({ type: 'zip' });
  });

  it('takes valid UTF-8 without binary control characters as text, dropping a BOM', () => {
    expect(sniffFileType(bytes('\ufeffRésumé\r\n\tTypeScript\f'))).toEqual({
      type: 'txt',
      text: 'Résumé\r\n\tTypeScript\f',
    });
    expect(sniffFileType(new Uint8Array(0))).toEqual({ type: 'txt', text: '' });
  });

  it('refuses other encodings and binary data', () => {
    expect(reasonOf(() => sniffFileType(new Uint8Array(Buffer.from('Résumé', 'latin1'))))).toBe('not_utf8');
    expect(reasonOf(() => sniffFileType(new Uint8Array(Buffer.from('\ufeffCV', 'utf16le'))))).toBe(
      'not_utf8',
    );
    expect(reasonOf(() => sniffFileType(new Uint8Array([0x4d, 0x5a, 0x00, 0x01])))).toBe('binary');
    expect(reasonOf(() => sniffFileType(bytes('text with an escape \u001b[31m')))).toBe('binary');
    expect(reasonOf(() => sniffFileType(new Uint8Array([0x25, 0x50, 0x44])))).toBeUndefined(); // "%PD" is text
  });
});

describe('documentName', () => {
  it('keeps the client name without folders or control characters', () => {
    expect(documentName('C:\\fakepath\\My CV.pdf', 'pdf', 'resume')).toBe('My CV.pdf');
    expect(documentName('../../etc/passwd.txt', 'txt', 'job')).toBe('passwd.txt');
    expect(documentName('cv\u0000\n.PDF', 'pdf', 'resume')).toBe('cv.pdf');
  });

  it('adds the detected extension when the name has none of the document types', () => {
    expect(documentName('Jane.Smith', 'docx', 'resume')).toBe('Jane.Smith.docx');
    expect(documentName('resume.exe', 'pdf', 'resume')).toBe('resume.exe.pdf');
    expect(documentName(undefined, 'txt', 'job')).toBe('job-description.txt');
    expect(documentName('   ', 'pdf', 'resume')).toBe('resume.pdf');
    expect(documentName('.pdf', 'pdf', 'resume')).toBe('resume.pdf');
  });

  it('refuses a name that claims another document type than the content', () => {
    expect(reasonOf(() => documentName('cv.txt', 'pdf', 'resume'))).toBe('name_mismatch');
    expect(reasonOf(() => documentName('cv.pdf', 'docx', 'resume'))).toBe('name_mismatch');
  });

  it('caps the name at 200 characters, extension included', () => {
    const name = documentName(`${'a'.repeat(300)}.pdf`, 'pdf', 'resume');
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('renamedTo', () => {
  it('trims and flattens a new name; blank means no change', () => {
    expect(renamedTo('  Senior\n  role ')).toBe('Senior role');
    expect(renamedTo(' \t ')).toBeNull();
  });
});

describe('usableText', () => {
  it('tidies line breaks and blanks', () => {
    expect(usableText('\ufeff  Ada  \r\n\r\n\r\n\r\nEngineer\t\tLondon  ')).toBe('Ada\n\nEngineer London');
  });

  it('answers null when nothing readable is left', () => {
    expect(usableText(' \n\t ·· — ')).toBeNull();
    expect(usableText('')).toBeNull();
    expect(usableText('2024')).toBe('2024');
  });
});

describe('usableLayout', () => {
  it('keeps cells, marks and bullets, and tidies line breaks and control characters', () => {
    expect(usableLayout('\ufeff# Ada\r\n\r\n\r\n**Engineer**\tAcme\u0007\t2020  \r\n- Built it')).toBe(
      '# Ada\n\n**Engineer**\tAcme \t2020\n- Built it',
    );
  });
});
