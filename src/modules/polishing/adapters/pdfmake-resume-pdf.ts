import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { type DocumentRenderer, documentMaker } from '../../../shared/pdf/document-renderer.ts';
import type { Block, Run } from '../domain/resume-markdown.ts';
import { parseResumeMarkdown, textOf } from '../domain/resume-markdown.ts';
import { resumeTooComplex } from './resume-too-complex.ts';

const INK = '#111827';
const RULE = '#9ca3af';
const CONTENT_WIDTH = 612 - 2 * 54;

function runs(list: readonly Run[]): ContentText['text'] {
  return list.map((r) => ({ text: r.text, bold: r.bold || undefined, italics: r.italic || undefined }));
}

function line(): Content {
  return {
    canvas: [{ type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 0.6, lineColor: RULE }],
    margin: [0, 2, 0, 6],
  };
}

/**
 * A bullet as a text bullet ('•', or its number) in a narrow column beside its text: the marker is
 * a character an applicant tracking system (and our own upload reader) reads as a bullet, and a
 * wrapped line stays indented under the text.
 */
function bullet(b: Extract<Block, { kind: 'bullet' }>): Content {
  const indent = b.depth === 1 ? 14 : 0;
  return {
    columns: [
      { width: indent + 12, text: b.marker, alignment: 'left', margin: [indent, 0, 0, 0] },
      { width: '*', text: runs(b.runs) },
    ],
    columnGap: 2,
    margin: [0, 0, 0, 2],
  };
}

/** The blocks as pdfmake content: every word is text on the page, nothing is an image. */
export function resumeContent(blocks: readonly Block[]): Content[] {
  const out: Content[] = [];
  for (const b of blocks) {
    if (b.kind === 'bullet') {
      out.push(bullet(b));
    } else if (b.kind === 'heading' && b.level === 1) {
      out.push({ text: runs(b.runs), fontSize: 18, bold: true, margin: [0, 0, 0, 2] });
    } else if (b.kind === 'heading' && b.level === 2) {
      out.push({ text: runs(b.runs), fontSize: 12, bold: true, margin: [0, 10, 0, 2] }, line());
    } else if (b.kind === 'heading') {
      out.push({ text: runs(b.runs), fontSize: 11, bold: true, margin: [0, 6, 0, 1] });
    } else if (b.kind === 'paragraph') {
      out.push({ text: runs(b.runs), margin: [0, 0, 0, 3] });
    } else if (b.kind === 'rule') {
      out.push(line());
    } else {
      out.push({ text: ' ', fontSize: 4 });
    }
  }
  return out;
}

export function resumeDefinition(blocks: readonly Block[]): TDocumentDefinitions {
  const name = blocks.find((b) => b.kind === 'heading' && b.level === 1);
  return {
    pageSize: 'LETTER',
    pageMargins: [54, 48, 54, 48],
    info: {
      title: name && name.kind === 'heading' ? textOf(name.runs) : 'Resume',
      creator: 'Interview Coach',
    },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.2, color: INK },
    content: resumeContent(blocks),
  };
}

/** The layout of the PDF: the markdown is read where the PDF is made, off the server's thread. */
export function resumePdfDefinition(markdown: string): TDocumentDefinitions {
  return resumeDefinition(parseResumeMarkdown(markdown));
}

const RESUME_PDF = documentMaker(import.meta.url, resumePdfDefinition);

/**
 * The polished resume as a one-column PDF of real text, the layout applicant tracking systems read,
 * made by the document workers.
 */
export class PdfmakeResumePdf {
  readonly #renderer: DocumentRenderer;
  constructor(renderer: DocumentRenderer) {
    this.#renderer = renderer;
  }

  async render(markdown: string): Promise<Uint8Array> {
    try {
      return await this.#renderer.pdf(RESUME_PDF, markdown);
    } catch (err) {
      throw resumeTooComplex(err);
    }
  }
}
