import type { StructuredResume } from '../../coaching/index.ts';

/** The caller's documents as the interview reads them; the documents module answers it. */
export interface DocumentTexts {
  /**
   * The plain text, the layout text (the plain text when it has none) and the reading the person
   * corrected (null until they do) of one of the caller's documents; throws 404 for anything the
   * caller does not own.
   */
  textOf(
    userId: string,
    documentId: string,
    kind: 'resume' | 'job',
  ): Promise<{ text: string; layout: string; reading: StructuredResume | null }>;
}
