import { ValidationError } from '../../../shared/kernel/app-error.ts';
import { EXPORT_CONTENT_TYPES, type ExportFormat, fileNameFor } from '../domain/file-names.ts';
import { parseResumeMarkdown, resumePlainText } from '../domain/resume-markdown.ts';
import type { ResumeRenderer } from '../ports/resume-renderer.ts';

export interface ExportedResume {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The polished resume as a download in the chosen format; nothing is stored. */
export class ExportPolishedResume {
  readonly #renderer: ResumeRenderer;
  constructor(renderer: ResumeRenderer) {
    this.#renderer = renderer;
  }

  async execute(request: {
    fileName: string;
    content: string;
    format: ExportFormat;
  }): Promise<ExportedResume> {
    const blocks = parseResumeMarkdown(request.content);
    const text = resumePlainText(blocks);
    if (!/[\p{L}\p{N}]/u.test(text))
      throw new ValidationError('The polished resume is empty.', [
        { path: ['content'], message: 'The polished resume has no text.', code: 'empty' },
      ]);
    const bytes =
      request.format === 'pdf'
        ? await this.#renderer.pdf(blocks)
        : request.format === 'docx'
          ? await this.#renderer.docx(blocks)
          : new TextEncoder().encode(text);
    return {
      fileName: fileNameFor(request.fileName, request.format),
      contentType: EXPORT_CONTENT_TYPES[request.format],
      bytes,
    };
  }
}
