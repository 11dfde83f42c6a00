import { NoExtractableTextError, UnsupportedFileTypeError } from '../domain/documents.errors.ts';
import type { TextExtractor } from '../ports/text-extractor.ts';
import { sanitizedDocx } from './fflate-docx-package.ts';

/** Pages read from one PDF; a resume or job description never needs more. */
export const MAX_PDF_PAGES = 50;
const LOCKED_MESSAGE = 'This PDF is password-protected. Please upload a copy without a password.';

const notA = (type: 'PDF' | 'DOCX') =>
  new UnsupportedFileTypeError('broken_file', `The file is not a readable ${type} document.`);

/**
 * PDF text with unpdf (pdf.js, no eval, no fonts, no workers) and DOCX text with mammoth over a
 * sanitized copy of the package. Both libraries load on first use.
 */
export class UnpdfMammothTextExtractor implements TextExtractor {
  extract(bytes: Uint8Array, type: 'pdf' | 'docx'): Promise<string> {
    return type === 'pdf' ? this.#pdf(bytes) : this.#docx(bytes);
  }

  async #pdf(bytes: Uint8Array): Promise<string> {
    const { getDocumentProxy } = await import('unpdf');
    let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
    try {
      // pdf.js takes ownership of the buffer it is given: hand it a copy
      pdf = await getDocumentProxy(bytes.slice(), {
        verbosity: 0,
        disableFontFace: true,
        enableXfa: false,
        useSystemFonts: false,
        stopAtErrors: false,
      });
    } catch (err) {
      if ((err as { name?: string }).name === 'PasswordException')
        throw new NoExtractableTextError(LOCKED_MESSAGE);
      throw notA('PDF');
    }
    try {
      const pages: string[] = [];
      for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES); n++) {
        const page = await pdf.getPage(n);
        const content = await page.getTextContent();
        pages.push(
          content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
        );
        page.cleanup();
      }
      return pages.join('\n\n');
    } catch {
      throw notA('PDF');
    } finally {
      await pdf.loadingTask.destroy();
    }
  }

  async #docx(bytes: Uint8Array): Promise<string> {
    const clean = sanitizedDocx(bytes);
    const mammoth = (await import('mammoth')).default;
    try {
      const result = await mammoth.extractRawText({
        buffer: Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength),
      });
      return result.value;
    } catch {
      throw notA('DOCX');
    }
  }
}
