import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { AppError } from '../kernel/app-error.ts';

/**
 * A function that makes a document from its input, named by its module and export rather than
 * passed as a function, so it can run where the document is made: in a worker thread. Its input
 * crosses to the worker by structured clone (plain data and dates), so a large text is best
 * handed over as one string.
 */
export interface DocumentMaker<I, O> {
  /** The file: URL of the module (its `import.meta.url`). */
  readonly module: string;
  /** The exported function of that module. */
  readonly name: string;
  /** Never set: carries the types. */
  readonly types?: (input: I) => O;
}

/** A pdfmake document definition built from an input; pdfmake lays it out. */
export type PdfLayout<I> = DocumentMaker<I, TDocumentDefinitions>;
/** The bytes of a file (a Word document) written from an input. */
export type FileWriter<I> = DocumentMaker<I, Uint8Array | Promise<Uint8Array>>;

/** The maker `make`, an exported function declared in the module at `moduleUrl`. */
export function documentMaker<I, O>(moduleUrl: string, make: (input: I) => O): DocumentMaker<I, O> {
  return { module: moduleUrl, name: make.name };
}

/** Makes the product's documents: PDFs laid out by pdfmake, and other files. */
export interface DocumentRenderer {
  pdf<I>(layout: PdfLayout<I>, input: I): Promise<Uint8Array>;
  file<I>(writer: FileWriter<I>, input: I): Promise<Uint8Array>;
}

/** Which limit a document reached while it was made. */
export type RenderLimit = 'time' | 'memory';

const LIMIT_REACHED: Record<RenderLimit, string> = {
  time: 'Making the document took longer than allowed.',
  memory: 'Making the document needed more memory than allowed.',
};

export const DOCUMENT_TOO_COMPLEX_MESSAGE =
  'This document is too long or complex to turn into a file. Please shorten it and try again.';

/** A document that reached a limit of the document workers: refused, nothing else is affected. */
export class DocumentTooComplexError extends AppError {
  readonly limit: RenderLimit;
  constructor(limit: RenderLimit, message = DOCUMENT_TOO_COMPLEX_MESSAGE, field = 'content') {
    super('UNPROCESSABLE', message, {
      details: [{ path: [field], message: LIMIT_REACHED[limit], code: `${limit}_limit` }],
    });
    this.limit = limit;
  }
}

/** The document workers are stopping (the server shuts down): nothing is wrong with the document. */
export class RendererUnavailableError extends AppError {
  constructor() {
    super('PROVIDER_UNAVAILABLE', 'Files cannot be made right now. Please try again in a moment.');
  }
}
