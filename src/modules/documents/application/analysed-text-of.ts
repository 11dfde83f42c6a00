import { analysedText } from '../domain/analysed-text.ts';
import type { DocumentsDeps } from './documents-deps.ts';

/**
 * The one way a stored text leaves this module for the coaching engine (match analysis here,
 * interviews and polishing through ReadOwnedDocument): within MAX_ANALYSED_CHARS. Null when the
 * document has no row.
 */
export async function analysedTextOf(d: DocumentsDeps, id: string): Promise<string | null> {
  const text = await d.documents.textOf(id);
  return text === null ? null : analysedText(text);
}
