export type ExportFormat = 'pdf' | 'docx' | 'txt';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
};

const KNOWN_EXTENSION = /\.(?:pdf|docx?|txt|md|rtf|odt)$/i;
const MAX_NAME = 200;

/**
 * A file name from what the person typed, with the format's extension: path parts, control
 * characters and a known extension go ('Ana Resume - Polished.pdf' as DOCX is 'Ana Resume -
 * Polished.docx'); an empty result becomes 'Polished Resume'.
 */
export function fileNameFor(requested: string, format: ExportFormat): string {
  const base =
    requested
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .split(/[\\/]/)
      .at(-1)!
      .trim()
      .replace(KNOWN_EXTENSION, '')
      .trim() || 'Polished Resume';
  return `${base.slice(0, MAX_NAME - format.length - 1).trim()}.${format}`;
}
