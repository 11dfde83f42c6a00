import {
  DocumentTooComplexError,
  NoExtractableTextError,
  UnsupportedFileTypeError,
} from '../domain/documents.errors.ts';
import { EXTRACTION_LIMITS } from '../domain/extraction-limits.ts';
import { sanitizedDocx } from './fflate-docx-package.ts';

const LOCKED_MESSAGE = 'This PDF is password-protected. Please upload a copy without a password.';

const notA = (type: 'PDF' | 'DOCX') =>
  new UnsupportedFileTypeError('broken_file', `The file is not a readable ${type} document.`);

export interface TextLimits {
  maxChars: number;
  maxPdfPages: number;
}

/**
 * PDF text with unpdf (pdf.js, no eval, no fonts, no workers) and DOCX text with mammoth over a
 * sanitized copy of the package, in the calling thread and with no time or memory bound: the
 * server runs it only inside the extraction worker. Both libraries load on first use.
 */
export class UnpdfMammothTextExtractor {
  readonly #limits: TextLimits;
  constructor(limits: TextLimits = EXTRACTION_LIMITS) {
    this.#limits = limits;
  }

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
    let text: string;
    try {
      const pages: string[] = [];
      let chars = 0;
      for (let n = 1; n <= Math.min(pdf.numPages, this.#limits.maxPdfPages); n++) {
        const page = await pdf.getPage(n);
        const pageText = await this.#pageText(page, this.#limits.maxChars - chars);
        chars += pageText.length;
        pages.push(pageText);
        page.cleanup();
      }
      text = pages.join('\n\n');
    } catch (err) {
      // pdf.js may still be parsing the page it was reading: the caller gives up on this reader
      // (the worker is replaced) rather than wait for it
      void pdf.loadingTask.destroy().catch(() => {});
      if (err instanceof DocumentTooComplexError) throw err;
      throw notA('PDF');
    }
    await pdf.loadingTask.destroy();
    return text;
  }

  /**
   * A page's text, read as pdf.js produces it so that a page drawing megabytes of text is given up
   * as soon as it passes the budget, not after all of it has been parsed. The stream is left as it
   * is, not cancelled: pdf.js fails on an unhandled error when it produces into a cancelled one.
   */
  async #pageText(
    page: { streamTextContent(): ReadableStream<{ items: object[] }> },
    budget: number,
  ): Promise<string> {
    const reader = page.streamTextContent().getReader();
    let text = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return text;
      for (const item of value.items) {
        if ('str' in item) text += `${item.str}${'hasEOL' in item && item.hasEOL ? '\n' : ''}`;
      }
      if (text.length > budget) throw new DocumentTooComplexError('characters');
    }
  }

  async #docx(bytes: Uint8Array): Promise<string> {
    const clean = sanitizedDocx(bytes);
    const mammoth = (await import('mammoth')).default;
    let text: string;
    try {
      const result = await mammoth.extractRawText({
        buffer: Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength),
      });
      text = result.value;
    } catch {
      throw notA('DOCX');
    }
    if (text.length > this.#limits.maxChars) throw new DocumentTooComplexError('characters');
    return text;
  }
}
