import { type LayoutText, markedText, type Segment, textOf, withoutPrefix } from './layout-text.ts';

/**
 * The layout text of a Word document from the HTML a DOCX converter writes for it. That HTML is
 * plain and regular (p, h1-h6, strong/b, em, u, ul/ol/li, table/tr/td/th, a, br, img), so a small
 * walker over its tags is enough: no markup outside those is expected, and any other tag is
 * read for its text only.
 *
 * Headings become `# ` lines, list items and paragraphs opening with a bullet glyph `- ` lines,
 * strong text `**` runs, a table row one line of cells joined by tabs; an empty paragraph or the
 * start of a heading leaves an empty line.
 */

const GLYPH = /^\s*(?:[•▪◦‣●■○►➢✓✔·∙◆◇❖➤→□▫]|[\uE000-\uF8FF])\s*|^\s*[-*–—»›]\s+/u;
const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->|([^<]+)/g;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A line that reads as a sentence: eight words or more, or five or more ending a sentence. Rows of
 * data (a skill and its level, a title and its dates) hold names and figures, not sentences.
 */
function isSentence(line: string): boolean {
  const words = line.replace(/\*\*/g, '').trim().split(/\s+/).length;
  return words >= 8 || (words >= 5 && /[.!?]$/.test(line.trim()));
}

/** Character references decoded: the named ones an HTML writer escapes, and any numeric one. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

type Kind = 'heading' | 'bullet' | 'text';

export function layoutOfDocxHtml(html: string): LayoutText {
  /** Lines being written: the document's, or those of the table cell being read. */
  let out: string[] = [];
  let line: Segment[] = [];
  let kind: Kind = 'text';
  let bold = 0;
  /** The rows being read (tables nest): each cell its lines, and what was written before it. */
  const rows: { cells: string[][]; outside: string[]; cellOpen: boolean }[] = [];

  const blank = () => {
    if (out.length > 0 && out.at(-1) !== '') out.push('');
  };
  const flush = () => {
    let segments = line;
    line = [];
    let text = markedText(segments);
    if (text === '') return;
    let lineKind = kind;
    const glyph = textOf(segments).match(GLYPH);
    if (lineKind === 'text' && glyph && text.replace(/\*\*/g, '').trim().length > glyph[0].trim().length) {
      segments = withoutPrefix(segments, glyph[0].length);
      text = markedText(segments);
      lineKind = 'bullet';
    }
    out.push(lineKind === 'heading' ? `# ${text}` : lineKind === 'bullet' ? `- ${text}` : text);
  };
  /**
   * A row whose cells hold a few short lines each is a row of data: one line, cells (and the lines of a
   * cell) apart by tabs. A row whose cells hold bullets or many lines lays out the page (a sidebar beside the main column): each
   * cell is read whole, one after another, like columns. So is a row with a sentence in a
   * cell: a role's dates in a left cell beside its heading and one paragraph of work, say.
   */
  const closeRow = () => {
    const row = rows.pop()!;
    out = row.outside;
    const cells = row.cells.filter((c) => c.some((l) => l !== ''));
    if (cells.length === 0) return;
    const lines = cells.map((c) => c.filter((l) => l !== ''));
    if (lines.every((c) => c.length <= 3 && !c.some((l) => l.startsWith('- ') || isSentence(l)))) {
      out.push(lines.flatMap((c) => c.map((l) => l.replace(/^# /, ''))).join('\t'));
      return;
    }
    for (const cell of cells) {
      blank();
      out.push(...cell.slice(cell.findIndex((l) => l !== '')));
      while (out.at(-1) === '') out.pop();
    }
    blank();
  };

  for (const match of html.matchAll(TOKEN)) {
    const [, closing, rawName, selfClosing, text] = match;
    if (text !== undefined) {
      line.push({ text: decodeEntities(text), bold: bold > 0 });
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    const opening = !closing;
    if (name === 'strong' || name === 'b') {
      if (!selfClosing) bold = Math.max(0, bold + (opening ? 1 : -1));
      continue;
    }
    if (name === 'br') {
      flush();
      continue;
    }
    if (name === 'tr') {
      flush();
      if (opening) rows.push({ cells: [], outside: out, cellOpen: false });
      else if (rows.length > 0) closeRow();
      continue;
    }
    if (name === 'td' || name === 'th') {
      const row = rows.at(-1);
      if (!row) continue;
      flush();
      kind = 'text';
      if (opening) {
        out = [];
        row.cells.push(out);
        row.cellOpen = true;
      } else row.cellOpen = false;
      continue;
    }
    if (BLOCKS.has(name)) {
      if (opening) {
        // a list item holding a nested list: its own text is a line before the nested items
        flush();
        kind = name === 'li' ? 'bullet' : name === 'p' ? 'text' : 'heading';
        if (kind === 'heading') blank();
        if (selfClosing && name === 'p') blank();
      } else {
        const empty = markedText(line) === '';
        flush();
        if (empty && name === 'p') blank();
        kind = 'text';
      }
      continue;
    }
    if (name === 'ul' || name === 'ol' || name === 'table') flush();
  }
  flush();
  while (rows.length > 0) closeRow();
  while (out.at(-1) === '') out.pop();
  return out.join('\n');
}
