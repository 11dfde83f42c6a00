import type { RenderLimit } from './document-renderer.ts';

/** The messages between the server and a document worker (structured clone: plain data and dates). */
export interface RenderJob {
  id: number;
  /** A pdfmake layout, or a writer of the file's bytes. */
  kind: 'pdf' | 'file';
  module: string;
  name: string;
  input: unknown;
}

export type RenderFailure =
  | { kind: 'too_complex'; limit: RenderLimit }
  | { kind: 'crashed'; message: string };

export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; failure: RenderFailure };

export function failureOf(err: unknown): RenderFailure {
  // a RangeError from a huge string or deep recursion is the document's doing, like running out of heap
  if (err instanceof RangeError) return { kind: 'too_complex', limit: 'memory' };
  return { kind: 'crashed', message: err instanceof Error ? err.message : String(err) };
}
