import { type DocumentRenderer, documentMaker } from '../../../shared/pdf/document-renderer.ts';
import { parseResumeMarkdown, resumePlainText } from '../domain/resume-markdown.ts';
import { resumeTooComplex } from './resume-too-complex.ts';

/** The plain text file of the markdown, read where the file is made, off the server's thread. */
export function resumeTextFile(markdown: string): Uint8Array {
  return new TextEncoder().encode(resumePlainText(parseResumeMarkdown(markdown)));
}

const RESUME_TEXT = documentMaker(import.meta.url, resumeTextFile);

/** The polished resume as plain text (resumePlainText), made by the document workers. */
export class PlainTextResume {
  readonly #renderer: DocumentRenderer;
  constructor(renderer: DocumentRenderer) {
    this.#renderer = renderer;
  }

  async render(markdown: string): Promise<Uint8Array> {
    try {
      return await this.#renderer.file(RESUME_TEXT, markdown);
    } catch (err) {
      throw resumeTooComplex(err);
    }
  }
}
