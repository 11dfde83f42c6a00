/**
 * What reading one uploaded PDF or DOCX may cost. A 100 KB upload can still be a decompression bomb
 * (one small compressed stream drawn on every page, a zip part inflating to megabytes), so the text
 * reader runs apart from the server under these limits, and a file that reaches one is refused.
 */
export const EXTRACTION_LIMITS = {
  /** Wall-clock time for one file; a real resume takes well under a second. */
  timeoutMs: 10_000,
  /** Heap of the reader; a real resume needs a few tens of megabytes. */
  maxOldGenerationSizeMb: 192,
  maxYoungGenerationSizeMb: 32,
  /** Characters of text; a long resume has about 10,000, so this is over 50 pages of prose. */
  maxChars: 200_000,
  /** Pages read from one PDF; a resume or job description never needs more. */
  maxPdfPages: 50,
} as const;

export type ExtractionLimits = { readonly [K in keyof typeof EXTRACTION_LIMITS]: number };

/** Which limit a refused document reached. */
export type ExtractionLimit = 'time' | 'memory' | 'characters';
