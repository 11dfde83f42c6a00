import type { StructuredResume } from '../../coaching/index.ts';

/** The caller's resumes and job descriptions, as the documents module keeps them. */
export interface DocumentTexts {
  /**
   * The document's name, plain text, layout text (the plain text when it has none) and the
   * reading the person corrected (null until they do); 404 NOT_FOUND unless it is the caller's,
   * of that kind.
   */
  read(
    userId: string,
    id: string,
    kind: 'resume' | 'job',
  ): Promise<{ fileName: string; text: string; layout: string; reading: StructuredResume | null }>;
}
