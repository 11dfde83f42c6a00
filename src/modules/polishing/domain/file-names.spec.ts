import { describe, expect, it } from 'vitest';
import { fileNameFor } from './file-names.ts';

describe('file names of a polished resume', () => {
  it('takes the format’s extension in place of the one typed', () => {
    expect(fileNameFor('Ana Resume - Polished.pdf', 'docx')).toBe('Ana Resume - Polished.docx');
    expect(fileNameFor('Ana Resume - Polished', 'pdf')).toBe('Ana Resume - Polished.pdf');
    expect(fileNameFor('notes.v2', 'txt')).toBe('notes.v2.txt');
  });

  it('keeps only a name: no folders, no control characters, never empty', () => {
    expect(fileNameFor('../../etc/passwd\u0000.txt', 'txt')).toBe('passwd.txt');
    expect(fileNameFor('  .pdf ', 'pdf')).toBe('Polished Resume.pdf');
    expect(fileNameFor('x'.repeat(300), 'pdf')).toHaveLength(200);
  });
});
