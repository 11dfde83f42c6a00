import type { StructuredResume } from '../../coaching/index.ts';
import { analysedText } from '../domain/analysed-text.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';

/** A stored document's texts as the coaching engine is given them. */
export interface AnalysedTexts {
  /** The plain text: what quotes, evidence and polished text are read from. */
  text: string;
  /**
   * The layout text, what a resume is structured from; the plain text when the document has no
   * layout (stored before layouts were kept, or its file could not be read again).
   */
  layout: string;
  /** A resume's reading as the person corrected it, used instead of structuring the text; else null. */
  reading: StructuredResume | null;
}

/**
 * The one way a stored text leaves this module for the coaching engine (match analysis here,
 * interviews and polishing through ReadOwnedDocument): each within MAX_ANALYSED_CHARS. Null when
 * the document has no row.
 */
export async function analysedTextOf(
  documents: DocumentRepository,
  id: string,
): Promise<AnalysedTexts | null> {
  const stored = await documents.textOf(id);
  if (stored === null) return null;
  const text = analysedText(stored.text);
  return { text, layout: stored.layout ? analysedText(stored.layout) : text, reading: stored.reading };
}
