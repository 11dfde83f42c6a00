import type { Block } from '../domain/resume-markdown.ts';

/** Writes the polished resume in the formats a person downloads or keeps. */
export interface ResumeRenderer {
  /** A PDF of real text (selectable, readable by applicant tracking systems), no images of text. */
  pdf(blocks: readonly Block[]): Promise<Uint8Array>;
  /** A plain Word document: headings, paragraphs and bullets. */
  docx(blocks: readonly Block[]): Promise<Uint8Array>;
}
