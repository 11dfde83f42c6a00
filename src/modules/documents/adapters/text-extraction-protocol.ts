import {
  DocumentTooComplexError,
  NoExtractableTextError,
  UnsupportedFileTypeError,
} from '../domain/documents.errors.ts';
import type { ExtractionLimit } from '../domain/extraction-limits.ts';
import type { ExtractedText } from '../ports/text-extractor.ts';

/**
 * The messages between the server and its extraction worker. Errors cannot cross a thread as the
 * product's error classes, so the worker sends what the rejection was and the server rebuilds it.
 */
export interface ExtractionJob {
  id: number;
  bytes: Uint8Array;
  type: 'pdf' | 'docx';
}

export type ExtractionFailure =
  | { kind: 'unsupported'; reason: string; why: string }
  | { kind: 'no_text'; message: string }
  | { kind: 'too_complex'; limit: ExtractionLimit }
  | { kind: 'crashed'; message: string };

export type ExtractionReply =
  | { id: number; extracted: ExtractedText }
  | { id: number; failure: ExtractionFailure };

export function failureOf(err: unknown): ExtractionFailure {
  if (err instanceof UnsupportedFileTypeError)
    return { kind: 'unsupported', reason: err.reason, why: err.details?.[0]?.message ?? '' };
  if (err instanceof NoExtractableTextError) return { kind: 'no_text', message: err.message };
  if (err instanceof DocumentTooComplexError) return { kind: 'too_complex', limit: err.limit };
  // a RangeError from deep recursion or a huge string is the file's doing, like running out of heap
  if (err instanceof RangeError) return { kind: 'too_complex', limit: 'memory' };
  return { kind: 'crashed', message: err instanceof Error ? err.message : String(err) };
}

export function errorOf(failure: ExtractionFailure): Error {
  switch (failure.kind) {
    case 'unsupported':
      return new UnsupportedFileTypeError(failure.reason, failure.why);
    case 'no_text':
      return new NoExtractableTextError(failure.message);
    case 'too_complex':
      return new DocumentTooComplexError(failure.limit);
    default:
      return new Error(`text extraction failed: ${failure.message}`);
  }
}
