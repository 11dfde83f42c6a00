/**
 * Two-column resume PDFs for tests, built by hand like the fixtures in document-fixtures.ts: a
 * narrow left column (name, contact, skills, education) beside a wide right column (summary,
 * experience), as resume templates lay them out, so text extraction meets a real two-column page.
 * Its own page and fonts because the text needs a WinAnsi-encoded Helvetica (dashes, bullets)
 * and a bold face for headings, which pdfWithContent's single plain font does not give.
 */
import { pdfOf } from './document-fixtures.ts';

export interface ResumeColumns {
  left: string[];
  right: string[];
}

/** Headings of the sections a two-column template puts in its side column. */
const SIDE_SECTIONS =
  /\b(contact|skills|tools|strengths|education|languages|platforms|systems|certifications?|links)\b/i;
const HEADING = /^[A-Z][A-Z &/]+$/;

/**
 * Splits a plain-text resume into the two columns: the block before the first heading (name and
 * contact) and the side sections go left, everything else (summary, experience) right. Headings
 * are lines in capitals, as the two-column fixtures write them.
 */
export function resumeColumns(text: string): ResumeColumns {
  const columns: ResumeColumns = { left: [], right: [] };
  let side: 'left' | 'right' = 'left';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    // the first line is the name, even in capitals
    const isName = columns.left.length === 0 && columns.right.length === 0;
    if (!isName && HEADING.test(line.trim())) side = SIDE_SECTIONS.test(line) ? 'left' : 'right';
    columns[side].push(line);
  }
  for (const key of ['left', 'right'] as const) {
    while (columns[key].at(-1) === '') columns[key].pop();
  }
  return columns;
}

const PAGE = { width: 612, height: 792, top: 750, bottom: 40 };
const LEFT = { x: 36, width: 168 };
const RIGHT = { x: 228, width: 348 };
const SIZE = { body: 9, heading: 11, name: 15 };
const LEADING = 1.3;

/** WinAnsiEncoding bytes of the few characters outside Latin-1 that resumes use. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** A PDF literal string in WinAnsi, bytes above 127 as octal escapes so the stream stays ASCII. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = WIN_ANSI[ch] ?? (ch.codePointAt(0)! <= 0xff ? ch.codePointAt(0)! : 0x3f);
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code > 126 || code < 32) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

/** Word wrap to a column width, with Helvetica's average glyph width as the measure. */
function wrap(line: string, width: number, size: number): string[] {
  const maxChars = Math.floor(width / (size * 0.52));
  if (line.length <= maxChars) return [line];
  const indent = line.match(/^\s*/)![0];
  const lines: string[] = [];
  let current = '';
  for (const word of line.trim().split(/\s+/)) {
    const next = current ? `${current} ${word}` : `${indent}${word}`;
    if (next.length > maxChars && current) {
      lines.push(current);
      current = `${indent}  ${word}`;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

interface Placed {
  text: string;
  x: number;
  y: number;
  font: 'F1' | 'F2';
  size: number;
}

function layOut(lines: string[], column: { x: number; width: number }, isLeft: boolean): Placed[] {
  const placed: Placed[] = [];
  let y = PAGE.top;
  lines.forEach((line, index) => {
    const name = isLeft && index === 0;
    const heading = !name && HEADING.test(line.trim());
    const size = name ? SIZE.name : heading ? SIZE.heading : SIZE.body;
    if (line.trim() === '') {
      y -= SIZE.body * 0.8;
      return;
    }
    for (const part of wrap(line, column.width, size)) {
      if (y < PAGE.bottom) throw new Error('two-column resume does not fit on one page');
      placed.push({ text: part, x: column.x, y, font: name || heading ? 'F2' : 'F1', size });
      y -= size * LEADING;
    }
  });
  return placed;
}

/**
 * The page's text operators. `columns` writes the left column top to bottom and then the right
 * one (Tm to each column's first line, Td down from there), as most resume builders do; `rows`
 * writes the page line by line across both columns with an absolute Tm per line, as some
 * word processors do, which interleaves the columns in reading order.
 */
function contentStream(left: Placed[], right: Placed[], order: 'columns' | 'rows'): string {
  const ops = ['BT'];
  const show = (p: Placed, position: string) =>
    ops.push(`/${p.font} ${p.size} Tf ${position} ${pdfString(p.text)} Tj`);
  if (order === 'columns') {
    for (const column of [left, right]) {
      column.forEach((p, i) => {
        const previous = column[i - 1];
        show(p, previous ? `0 ${(p.y - previous.y).toFixed(2)} Td` : `1 0 0 1 ${p.x} ${p.y.toFixed(2)} Tm`);
      });
    }
  } else {
    const all = [...left, ...right].sort((a, b) => b.y - a.y || a.x - b.x);
    for (const p of all) show(p, `1 0 0 1 ${p.x} ${p.y.toFixed(2)} Tm`);
  }
  ops.push('ET');
  // a thin rule between the columns, as templates draw one
  ops.push(`0.6 G 0.5 w ${RIGHT.x - 12} ${PAGE.bottom} m ${RIGHT.x - 12} ${PAGE.top + 12} l S`);
  return ops.join('\n');
}

/** A one-page PDF with the two columns side by side. */
export function twoColumnPdf(
  columns: ResumeColumns,
  options: { order?: 'columns' | 'rows' } = {},
): Uint8Array {
  const left = layOut(columns.left, LEFT, true);
  const right = layOut(columns.right, RIGHT, false);
  const content = contentStream(left, right, options.order ?? 'columns');
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ]);
}

/** The physical lines of the page (after wrapping), left column first, for checking extraction. */
export function twoColumnLines(columns: ResumeColumns): { left: string[]; right: string[] } {
  const text = (placed: Placed[]) => placed.map((p) => p.text);
  return { left: text(layOut(columns.left, LEFT, true)), right: text(layOut(columns.right, RIGHT, false)) };
}
