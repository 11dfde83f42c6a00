import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { pdfmake } from '../../../shared/pdf/pdfmake.ts';
import type { Block, Run } from '../domain/resume-markdown.ts';
import { textOf } from '../domain/resume-markdown.ts';

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

/** Consecutive bullets as one list, a deeper bullet nested under the one before it. */
function list(bullets: Extract<Block, { kind: 'bullet' }>[]): Content {
  const items: Content[] = [];
  for (const b of bullets) {
    const item: Content = { text: runs(b.runs), margin: [0, 0, 0, 2] };
    const previous = items.at(-1) as { stack?: Content[]; ul?: Content[] } | undefined;
    if (b.depth === 1 && previous) {
      const nested = previous.stack ?? [previous as Content];
      const last = nested.at(-1) as { ul?: Content[] };
      if (last?.ul) last.ul.push(item);
      else nested.push({ ul: [item], margin: [0, 2, 0, 0] });
      items[items.length - 1] = { stack: nested };
    } else items.push(item);
  }
  return { ul: items, margin: [0, 0, 0, 4] };
}

/** The blocks as pdfmake content: every word is text on the page, nothing is an image. */
export function resumeContent(blocks: readonly Block[]): Content[] {
  const out: Content[] = [];
  for (let i = 0; i < blocks.length; i += 1) {
    const b = blocks[i]!;
    if (b.kind === 'bullet') {
      const group: Extract<Block, { kind: 'bullet' }>[] = [];
      while (blocks[i]?.kind === 'bullet') group.push(blocks[i++] as Extract<Block, { kind: 'bullet' }>);
      i -= 1;
      out.push(list(group));
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

/** The polished resume as a one-column PDF of real text, the layout applicant tracking systems read. */
export class PdfmakeResumePdf {
  async render(blocks: readonly Block[]): Promise<Uint8Array> {
    const buffer = await pdfmake.createPdf(resumeDefinition(blocks)).getBuffer();
    return new Uint8Array(buffer);
  }
}
