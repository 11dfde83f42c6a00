/**
 * The layout-aware reading of a document, stored beside its plain text. A file's typography is
 * what tells a reader where a section starts, which line is a job title and where a bullet ends;
 * the plain text throws that away. The layout text keeps it in a small, readable markdown dialect,
 * the same for a PDF, a DOCX and a plain-text file, so one parser reads all three:
 *
 * - One line per visual line, except that a paragraph or bullet wrapped over several lines is
 *   joined into one line, and a word hyphenated at a line break is joined again ('Devel-' +
 *   'oping' -> 'Developing').
 * - `# ` starts a line set larger than the document's body text (a name, a section heading).
 * - `- ` starts a bullet: a line that began with a bullet glyph (•, ▪, ◦, ‣, ●, ■, -, *, …) or a
 *   list item; the glyph itself is dropped.
 * - `**…**` wraps text set in a bold face (a whole line or a run within it).
 * - A tab separates the cells of one line: text far apart on the same baseline (a title on the
 *   left, its dates flush right), or the cells of a table row.
 * - An empty line separates blocks: a larger vertical gap than the line spacing, a new column, a
 *   new page.
 * - Columns are read one after another (left, then right), never interleaved line by line.
 *
 * A plain-text file is its own layout text: people already write bullets and headings that way.
 */
export type LayoutText = string;

const MARKERS = /^(#{1,6} |- )/;

/** The plain text of a layout text: markers dropped, cells and bullets kept readable. */
export function plainTextOf(layout: LayoutText): string {
  return layout
    .split('\n')
    .map((line) => {
      const bullet = line.startsWith('- ');
      const bare = line.replace(MARKERS, '').replaceAll('**', '').replaceAll('\t', '   ');
      return bullet ? `• ${bare}` : bare;
    })
    .join('\n');
}

/** A stretch of text in one weight, as a reader finds it in a file. */
export interface Segment {
  text: string;
  bold: boolean;
}

/** The words of segments without their weight. */
export function textOf(segments: readonly Segment[]): string {
  return segments.map((s) => s.text).join('');
}

/**
 * Segments as one line of layout text: whitespace collapsed, bold stretches wrapped in `**` with
 * the spaces around them left outside the markers (spaces take the weight of the text before).
 */
export function markedText(segments: readonly Segment[]): string {
  const groups: Segment[] = [];
  for (const s of segments) {
    const text = s.text.replace(/\s+/g, ' ');
    const last = groups.at(-1);
    const bold = text.trim() === '' && last ? last.bold : s.bold;
    if (last && last.bold === bold) last.text += text;
    else groups.push({ text, bold });
  }
  return groups
    .map((g) => {
      if (!g.bold || g.text.trim() === '') return g.text;
      const lead = g.text.startsWith(' ') ? ' ' : '';
      const trail = g.text.endsWith(' ') ? ' ' : '';
      return `${lead}**${g.text.trim()}**${trail}`;
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** The segments without their first `length` characters (a bullet glyph a line started with). */
export function withoutPrefix(segments: readonly Segment[], length: number): Segment[] {
  const out = [...segments];
  let left = length;
  while (left > 0 && out.length > 0) {
    const first = out[0]!;
    if (first.text.length <= left) {
      left -= first.text.length;
      out.shift();
    } else {
      out[0] = { ...first, text: first.text.slice(left) };
      left = 0;
    }
  }
  return out;
}
