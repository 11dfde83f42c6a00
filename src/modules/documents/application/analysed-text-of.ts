import { analysedText } from '../domain/analysed-text.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';

/**
 * The one way a stored text leaves this module for the coaching engine (match analysis here,
 * interviews and polishing through ReadOwnedDocument): within MAX_ANALYSED_CHARS. Null when the
 * document has no row.
 */
export async function analysedTextOf(documents: DocumentRepository, id: string): Promise<string | null> {
  const text = await documents.textOf(id);
  return text === null ? null : analysedText(text);
}
