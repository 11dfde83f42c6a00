/**
 * Writes the polished resume in the formats a person downloads or keeps, from its markdown (read
 * as parseResumeMarkdown reads it). A resume too long or complex to make is refused (422).
 */
export interface ResumeRenderer {
  /** A PDF of real text (selectable, readable by applicant tracking systems), no images of text. */
  pdf(markdown: string): Promise<Uint8Array>;
  /** A plain Word document: headings, paragraphs and bullets. */
  docx(markdown: string): Promise<Uint8Array>;
  /** Plain text, the way an applicant tracking system reads best (resumePlainText), UTF-8. */
  text(markdown: string): Promise<Uint8Array>;
}
