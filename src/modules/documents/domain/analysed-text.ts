import { EXTRACTION_LIMITS } from './extraction-limits.ts';

/**
 * Characters of a stored document the coaching engine is given. An upload can never hold more
 * (EXTRACTION_LIMITS refuses bigger files), so this only ever shortens texts stored before that
 * limit existed, and keeps the cost of analysing any stored text bounded.
 */
export const MAX_ANALYSED_CHARS = EXTRACTION_LIMITS.maxChars;

/** Cutting within the last lines of the budget keeps whole lines, so no quote ends mid-sentence. */
const LINE_SLACK = 2_000;

export function analysedText(text: string): string {
  if (text.length <= MAX_ANALYSED_CHARS) return text;
  const clipped = text.slice(0, MAX_ANALYSED_CHARS);
  const lastBreak = clipped.lastIndexOf('\n');
  return lastBreak >= MAX_ANALYSED_CHARS - LINE_SLACK ? clipped.slice(0, lastBreak) : clipped;
}
