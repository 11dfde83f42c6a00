/** The caller's documents as the interview reads them; the documents module answers it. */
export interface DocumentTexts {
  /** The text of one of the caller's documents; throws 404 for anything the caller does not own. */
  textOf(userId: string, documentId: string, kind: 'resume' | 'job'): Promise<string>;
}
