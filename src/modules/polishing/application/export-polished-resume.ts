import { ValidationError } from '../../../shared/kernel/app-error.ts';
import { EXPORT_CONTENT_TYPES, type ExportFormat, fileNameFor } from '../domain/file-names.ts';
import { hasResumeText } from '../domain/resume-markdown.ts';
import type { ResumeRenderer } from '../ports/resume-renderer.ts';

export interface ExportedResume {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The polished resume as a download in the chosen format; nothing is stored. Every format is
 * made by the renderer (off the server's thread); only whether there is any text is read here.
 */
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
    if (!hasResumeText(request.content))
      throw new ValidationError('The polished resume is empty.', [
        { path: ['content'], message: 'The polished resume has no text.', code: 'empty' },
      ]);
    const renderer = this.#renderer;
    const bytes =
      request.format === 'pdf'
        ? await renderer.pdf(request.content)
        : request.format === 'docx'
          ? await renderer.docx(request.content)
          : await renderer.text(request.content);
    return {
      fileName: fileNameFor(request.fileName, request.format),
      contentType: EXPORT_CONTENT_TYPES[request.format],
      bytes,
    };
  }
}
