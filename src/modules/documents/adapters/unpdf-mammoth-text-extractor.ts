import {
  DocumentTooComplexError,
  NoExtractableTextError,
  UnsupportedFileTypeError,
} from '../domain/documents.errors.ts';
import { layoutOfDocxHtml } from '../domain/docx-layout.ts';
import { EXTRACTION_LIMITS } from '../domain/extraction-limits.ts';
import { plainTextOf } from '../domain/layout-text.ts';
import { layoutOfPdf, type TextRun } from '../domain/pdf-layout.ts';
import type { ExtractedText } from '../ports/text-extractor.ts';
import { sanitizedDocx } from './fflate-docx-package.ts';

const LOCKED_MESSAGE = 'This PDF is password-protected. Please upload a copy without a password.';

const notA = (type: 'PDF' | 'DOCX') =>
  new UnsupportedFileTypeError('broken_file', `The file is not a readable ${type} document.`);

export interface TextLimits {
  maxChars: number;
  maxPdfPages: number;
}

/** A text item as pdf.js streams it. */
interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  fontName: string;
}

/** What the reader needs of a pdf.js page. */
interface PdfPage {
  streamTextContent(): ReadableStream<{ items: object[] }>;
  getOperatorList(): Promise<unknown>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
}

/**
 * PDF text with unpdf (pdf.js, no eval, no fonts, no workers) and DOCX text with mammoth over a
 * sanitized copy of the package, in the calling thread and with no time or memory bound: the
 * server runs it only inside the extraction worker. Both libraries load on first use.
 *
 * Both are read for their layout too (pdf-layout.ts and docx-layout.ts say how): from a PDF the
 * position, size and face of every piece of text, from a DOCX mammoth's HTML.
 */
export class UnpdfMammothTextExtractor {
  readonly #limits: TextLimits;
  constructor(limits: TextLimits = EXTRACTION_LIMITS) {
    this.#limits = limits;
  }

  async extract(bytes: Uint8Array, type: 'pdf' | 'docx'): Promise<ExtractedText> {
    const layout = type === 'pdf' ? await this.#pdf(bytes) : await this.#docx(bytes);
    return { text: plainTextOf(layout), layout };
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
        // images are never drawn: the operator list read for font names skips them undecoded
        maxImageSize: 1,
      });
    } catch (err) {
      if ((err as { name?: string }).name === 'PasswordException')
        throw new NoExtractableTextError(LOCKED_MESSAGE);
      throw notA('PDF');
    }
    let layout: string;
    try {
      const pages: TextRun[][] = [];
      const fonts = new Map<string, string>();
      let chars = 0;
      for (let n = 1; n <= Math.min(pdf.numPages, this.#limits.maxPdfPages); n++) {
        const page = await pdf.getPage(n);
        const read = await this.#pageItems(page, this.#limits.maxChars - chars);
        chars += read.chars;
        await this.#learnFonts(page, read.items, fonts);
        pages.push(read.items.map((item) => runOf(item, fonts)));
        page.cleanup();
      }
      layout = layoutOfPdf(pages);
    } catch (err) {
      // pdf.js may still be parsing the page it was reading: the caller gives up on this reader
      // (the worker is replaced) rather than wait for it
      void pdf.loadingTask.destroy().catch(() => {});
      if (err instanceof DocumentTooComplexError) throw err;
      throw notA('PDF');
    }
    await pdf.loadingTask.destroy();
    return layout;
  }

  /**
   * The names of the faces a page's text is set in ('ABCDEF+Roboto-Medium'): what tells a bold
   * face from a regular one. pdf.js hands its text items an id per face, and the face itself
   * (with its name) only once the page's operator list has loaded it; so the list is read, once
   * per page that uses a face not met before. A page whose faces cannot be learned is still read,
   * as text in unknown faces.
   */
  async #learnFonts(page: PdfPage, items: readonly PdfTextItem[], fonts: Map<string, string>): Promise<void> {
    const unknown = [...new Set(items.map((i) => i.fontName))].filter((id) => !fonts.has(id));
    if (unknown.length === 0) return;
    try {
      await page.getOperatorList();
    } catch {
      // the names are a nicety: the text is already read
    }
    for (const id of unknown) {
      let name = '';
      try {
        if (page.commonObjs.has(id))
          name = String((page.commonObjs.get(id) as { name?: unknown }).name ?? '');
      } catch {
        name = '';
      }
      fonts.set(id, name);
    }
  }

  /**
   * A page's text items, read as pdf.js produces them so that a page drawing megabytes of text is
   * given up as soon as it passes the budget, not after all of it has been parsed. The stream is
   * left as it is, not cancelled: pdf.js fails on an unhandled error when it produces into a
   * cancelled one.
   */
  async #pageItems(page: PdfPage, budget: number): Promise<{ items: PdfTextItem[]; chars: number }> {
    const reader = page.streamTextContent().getReader();
    const items: PdfTextItem[] = [];
    let chars = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { items, chars };
      for (const item of value.items) {
        if (!('str' in item) || typeof item.str !== 'string') continue;
        chars += item.str.length + ('hasEOL' in item && item.hasEOL ? 1 : 0);
        if (item.str.trim() !== '') items.push(item as PdfTextItem);
      }
      if (chars > budget) throw new DocumentTooComplexError('characters');
    }
  }

  async #docx(bytes: Uint8Array): Promise<string> {
    const clean = sanitizedDocx(bytes, this.#limits.maxChars);
    const mammoth = (await import('mammoth')).default;
    let html: string;
    try {
      const result = await mammoth.convertToHtml(
        { buffer: Buffer.from(clean.buffer, clean.byteOffset, clean.byteLength) },
        {
          // an empty paragraph is where a writer left space between blocks
          ignoreEmptyParagraphs: false,
          // images are never read: an element with no source stands for each
          convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
        },
      );
      html = result.value;
    } catch {
      throw notA('DOCX');
    }
    const layout = layoutOfDocxHtml(html);
    if (plainTextOf(layout).length > this.#limits.maxChars) throw new DocumentTooComplexError('characters');
    return layout;
  }
}

/** A pdf.js text item as a run: its position and size from the item's transform, its face's name. */
function runOf(item: PdfTextItem, fonts: ReadonlyMap<string, string>): TextRun {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  return {
    text: item.str,
    x,
    y,
    width: item.width,
    size: Math.hypot(c, d) || Math.hypot(a, b),
    font: fonts.get(item.fontName) ?? '',
  };
}
