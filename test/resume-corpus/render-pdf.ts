import type { Content, ContentText, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { pdfmake } from '../../src/shared/pdf/pdfmake.ts';
import { type Block, CONTENT_WIDTH, layOut, type Run } from './layout.ts';
import type { RenderedResume } from './truth.ts';

/**
 * A rendered resume as a PDF made with the product's pdfmake (Roboto). Roboto has no glyph for
 * '▪', '◦' or '➢': those bullets are drawn with the nearest glyph it has, as a PDF printed from a
 * font without them would substitute one.
 */
const DRAWN_GLYPH: Record<string, string> = { '▪': '■', '◦': '○', '➢': '»' };

export function pdfGlyph(glyph: string): string {
  return DRAWN_GLYPH[glyph] ?? glyph;
}

const GREY = '#4b5563';

function runs(list: readonly Run[]): ContentText['text'] {
  return list.map((r) => ({
    text: r.text,
    bold: r.bold || undefined,
    italics: r.italic || undefined,
    decoration: r.underline ? ('underline' as const) : undefined,
    fontSize: r.size,
    color: r.grey ? GREY : undefined,
  }));
}

/** The bullet's text with its hyphenated word broken over two lines ('Devel-' / 'oping'). */
export function hyphenated(text: string, hyphen: { word: string; at: number } | undefined): string {
  if (!hyphen) return text;
  const at = text.indexOf(hyphen.word);
  if (at < 0) throw new Error(`"${hyphen.word}" is not in "${text}"`);
  const broken = `${hyphen.word.slice(0, hyphen.at)}-\n${hyphen.word.slice(hyphen.at)}`;
  return text.slice(0, at) + broken + text.slice(at + hyphen.word.length);
}

function heading(text: string, style: Extract<Block, { kind: 'heading' }>['style']): Content {
  const margin: [number, number, number, number] = [0, 6, 0, 4];
  switch (style) {
    case 'bold':
      return { text, bold: true, fontSize: 11, margin };
    case 'caps':
      return { text: text.toUpperCase(), fontSize: 10.5, characterSpacing: 0.8, margin };
    case 'underlined':
      return { text, decoration: 'underline', fontSize: 11, margin };
    case 'large':
      return { text, fontSize: 14, color: '#1f2937', margin };
    case 'none':
      return { text: ' ', fontSize: 6, margin: [0, 4, 0, 0] };
  }
}

function content(blocks: readonly Block[], width: number): Content[] {
  return blocks.map((b) => one(b, width));
}

function one(b: Block, width: number): Content {
  switch (b.kind) {
    case 'para':
      return { text: runs(b.runs), margin: [0, 0, 0, b.role === 'name' ? 2 : 1] };
    case 'heading':
      return heading(b.text, b.style);
    case 'bullet':
      return {
        columns: [
          { width: 12, text: pdfGlyph(b.glyph) },
          { width: '*', text: hyphenated(b.text, b.hyphen) },
        ],
        columnGap: 2,
        margin: [6, 0, 0, 1.5],
      };
    case 'split':
      return {
        columns: [
          { width: '*', text: runs(b.left) },
          { width: 'auto', text: runs(b.right), alignment: 'right' },
        ],
        columnGap: 8,
      };
    case 'gutter':
      return {
        columns: [
          { width: 92, text: runs(b.gutter), fontSize: 9 },
          { width: '*', stack: content(b.body, width - 100) },
        ],
        columnGap: 8,
      };
    case 'table':
      return {
        table: {
          widths: b.widths.map((w) => w * width - 8),
          body: b.rows.map((row) =>
            row.map((cell, i) => ({
              stack: content(cell, b.widths[i]! * width),
              alignment: i > 0 && b.widths.length === 2 && b.widths[0]! > 0.5 ? 'right' : 'left',
            })),
          ),
        },
        layout: 'noBorders',
        margin: [0, 0, 0, 2],
      } as Content;
    case 'columns': {
      const left = b.leftShare * width;
      return {
        columns: [
          { width: left - 10, stack: content(b.left, left - 10) },
          { width: '*', stack: content(b.right, width - left - 10) },
        ],
        columnGap: 20,
      };
    }
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
    case 'gap':
      return { text: ' ', fontSize: 5 };
  }
}

export function resumePdfDefinition(resume: RenderedResume): TDocumentDefinitions {
  return {
    pageSize: 'LETTER',
    pageMargins: [54, 48, 54, 48],
    info: { title: resume.truth.name },
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15, color: '#111827' },
    content: content(layOut(resume), CONTENT_WIDTH),
  };
}

/** The resume's PDF bytes. */
export async function renderPdf(resume: RenderedResume): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf(resumePdfDefinition(resume)).getBuffer();
  return new Uint8Array(buffer);
}
