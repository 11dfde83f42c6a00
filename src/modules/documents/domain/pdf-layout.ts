import { type LayoutText, markedText, type Segment, textOf, withoutPrefix } from './layout-text.ts';

/**
 * The layout text of a PDF, from the pieces of text its pages draw. A PDF has no lines,
 * paragraphs or columns, only text placed at positions in fonts of a size; this module rebuilds
 * what a reader sees: runs on one baseline make a line, a vertical gutter that no line crosses
 * splits a page into columns read one after another, lines wrapped by the layout engine are joined
 * again, and the type (size, weight, bullet glyphs, indentation) gives headings, bold runs and
 * bullets. Every rule is about geometry and type relative to the document itself (its body size,
 * its columns' edges), never about particular words.
 */

/** One piece of text as a page draws it. */
export interface TextRun {
  text: string;
  /** Left edge and baseline in points, y growing upwards as in PDF user space. */
  x: number;
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  /** The face as the file names it ('ABCDEF+Roboto-Medium', 'Helvetica-Bold'); '' when unknown. */
  font: string;
  /** Drawn a second time slightly offset (how some writers fake a bold face). */
  doubled?: boolean;
}

/** Larger than body text by this factor: a heading. */
const HEADING_RATIO = 1.15;
/** A horizontal gap wider than this many ems separates two cells of one line. */
const CELL_GAP_EM = 1.5;
/** A gap wider than this many ems is a space between words. */
const SPACE_GAP_EM = 0.12;
/** Pieces of one line closer than this many ems belong to one stretch of text (for gutters). */
const SPAN_GAP_EM = 0.7;
/** A gutter keeps clear over at least this share of the region's text height. */
const GUTTER_HEIGHT_SHARE = 0.5;
/** Rows of a gutter's text closer than this many ems are one wrapped label. */
const LABEL_WRAP_EM = 1.6;
/** The most rows one label in a gutter wraps over. */
const MAX_LABEL_ROWS = 3;
/** Bins across a region's width when looking for a gutter. */
const GUTTER_BINS = 400;
/** Nested column splits followed at most. */
const MAX_DEPTH = 4;

const GLYPH = /^\s*(?:[•▪◦‣●■○►➢✓✔·∙◆◇❖➤→□▫]|[\uE000-\uF8FF])\s*/u;
const DASH_GLYPH = /^\s*[-*–—»›](?:\s+|$)/;
const HYPHEN_END = /(\p{L})[-\u00AD\u2010]$/u;
/** A line that stops on a word that joins two others ('Institute of' / 'Technology') goes on below. */
const JOINING_END = /\s(?:of|and|&|the|for|at|in|to|with)$/i;
/** A word in lower case, punctuation after it aside: not an address ('github.com/ada', 'ada@x.org'). */
const LOWER_WORD = /^\p{Ll}[\p{L}\p{M}'’-]*[,.;:!?)]*(?:\s|$)/u;

/**
 * The weight of a face from its name (100 thin … 900 black), 400 when the name says nothing.
 * Font names carry the weight as a word ('Roboto-Medium', 'Arial-BoldMT', 'Lato-Semibold',
 * 'Calibri,Bold') or a number ('Inter-600').
 */
export function weightOfFont(font: string): number {
  const name = font.replace(/^[A-Z]{6}\+/, '').toLowerCase();
  const numeric = name.match(/(?:^|[-_, ])([1-9]00)(?:$|[^0-9])/);
  if (numeric) return Number(numeric[1]);
  if (/(extra|ultra)[-_ ]?bold|heavy|black/.test(name)) return 800;
  if (/(semi|demi)[-_ ]?bold/.test(name)) return 600;
  if (/bold/.test(name)) return 700;
  if (/medium/.test(name)) return 500;
  if (/(extra|ultra)[-_ ]?light|thin|hairline/.test(name)) return 200;
  if (/light/.test(name)) return 300;
  return 400;
}

interface Line {
  cells: Segment[][];
  /** Where each cell starts and ends across the page, and its type size. */
  spans: { x0: number; x1: number; size: number }[];
  x: number;
  /** Where the text starts once a bullet glyph is dropped. */
  textX: number;
  right: number;
  y: number;
  size: number;
  glyphBullet: boolean;
  allBold: boolean;
  /** Width of the line's first word: whether it would have fit at the end of the line before. */
  firstWordWidth: number;
}

interface Paragraph {
  kind: 'heading' | 'bullet' | 'text' | 'blank';
  cells: Segment[][];
}

interface Style {
  body: number;
  bold: (run: TextRun) => boolean;
  /** Hyphenated words the document writes whole somewhere ('cross-functional'), lower case. */
  compounds: ReadonlySet<string>;
}

const BLANK: Paragraph = { kind: 'blank', cells: [] };

/** A page read as the story that runs on from page to page and what stays with its page. */
interface PageParts {
  /** Above the columns (the whole page when it has none). */
  top: Paragraph[];
  main: Paragraph[];
  side: Paragraph[];
  /** Under both columns. */
  bottom: Paragraph[];
  /** The side column stands left of the main one, and is read first. */
  sideFirst: boolean;
}

function pageParts(runs: readonly TextRun[], style: Style): PageParts {
  const split = runs.length > 0 ? gutterOf(runs, style.body) : null;
  if (!split) return { top: linesOf(runs, style), main: [], side: [], bottom: [], sideFirst: false };
  const part = (r: TextRun[]) => (r.length > 0 ? region(r, style, 1) : []);
  const left = split.main === 'left';
  return {
    top: part(split.top),
    main: part(left ? split.left : split.right),
    side: part(left ? split.right : split.left),
    bottom: part(split.bottom),
    sideFirst: !left,
  };
}

/**
 * The layout text of a document's pages, each the runs that page draws. A two-column document's
 * main column runs on from one page to the next (a role started at the foot of one page ends at
 * the top of the next), so it is read through every page as one story; the side columns (skills,
 * education beside the experience) come before it when they stand on the left, else after it, and
 * what lies under both columns last. The first page's header (the name and contact lines above
 * the columns) comes first in either case.
 */
export function layoutOfPdf(pages: readonly (readonly TextRun[])[]): LayoutText {
  const cleaned = withoutRunningLines(pages.map((runs) => dedupe(runs.filter((r) => r.text.trim() !== ''))));
  const all = cleaned.flat();
  if (all.length === 0) return '';
  const style = styleOf(all);
  const parts = cleaned.map((runs) => pageParts(runs, style));
  const [first, ...rest] = parts;
  // a first page without columns is all story; with columns, what stands above them is its header
  const columned = first!.main.length + first!.side.length > 0;
  const header = columned ? first!.top : [];
  const story: Paragraph[] = [];
  appendFlow(story, columned ? first!.main : first!.top, style, false);
  for (const page of rest) {
    appendFlow(story, page.top, style, true);
    appendFlow(story, page.main, style, page.top.length === 0);
  }
  const sides = parts.flatMap((page) => (page.side.length > 0 ? [BLANK, ...page.side] : []));
  const bottoms = parts.flatMap((page) => (page.bottom.length > 0 ? [BLANK, ...page.bottom] : []));
  const columns = parts.some((p) => p.sideFirst) ? [...sides, ...story] : [...story, ...sides];
  return render([...header, ...columns, ...bottoms]);
}

/** Adds the next piece of the story; on a new page it may finish the last paragraph of the one before. */
function appendFlow(story: Paragraph[], piece: Paragraph[], style: Style, newPage: boolean): void {
  if (piece.length === 0) return;
  const next = [...piece];
  const first = next.findIndex((p) => p.kind !== 'blank');
  const last = story.findLast((p) => p.kind !== 'blank');
  if (newPage && first >= 0 && last && continuesOverPage(last, next[first]!)) {
    joinInto(last.cells[0]!, next[first]!.cells[0]!, style.compounds);
    next.splice(0, first + 1);
  }
  story.push(BLANK, ...next);
}

/**
 * A paragraph running on from the page before: it goes on in lower case, and neither it nor the
 * paragraph it would end is a heading or a row of cells.
 */
function continuesOverPage(before: Paragraph, next: Paragraph): boolean {
  if (before.kind === 'heading' || next.kind === 'heading') return false;
  if (before.cells.length !== 1 || next.cells.length !== 1) return false;
  const head = textOf(next.cells[0]!).trimStart();
  return /^\p{Ll}/u.test(head);
}

/** Body size (the most common size by characters) and which runs count as bold. */
function styleOf(runs: readonly TextRun[]): Style {
  const sizes = new Map<number, number>();
  const weights = new Map<number, number>();
  for (const run of runs) {
    const size = Math.round(run.size * 2) / 2;
    sizes.set(size, (sizes.get(size) ?? 0) + run.text.length);
    const weight = weightOfFont(run.font);
    weights.set(weight, (weights.get(weight) ?? 0) + run.text.length);
  }
  const mostCommon = (counts: Map<number, number>) => [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const body = mostCommon(sizes);
  const bodyWeight = mostCommon(weights);
  const compounds = new Set<string>();
  for (const run of runs) {
    for (const word of run.text.toLowerCase().match(/\p{L}+(?:-\p{L}+)+/gu) ?? []) compounds.add(word);
  }
  return {
    body,
    compounds,
    bold: (run) => {
      if (run.doubled) return true;
      const weight = weightOfFont(run.font);
      // a semibold or heavier face is bold; a medium one only beside a lighter body
      return weight >= 600 || (weight >= 500 && weight > bodyWeight);
    },
  };
}

/** Drops a run drawn twice at (almost) the same place, marking the one kept as doubled. */
function dedupe(runs: TextRun[]): TextRun[] {
  const kept: TextRun[] = [];
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  for (const run of sorted) {
    let twin: TextRun | undefined;
    // sorted by baseline: only the runs kept last can be near enough
    for (let i = kept.length - 1; i >= 0 && kept[i]!.y - run.y < run.size * 0.2; i--) {
      const k = kept[i]!;
      if (k.text === run.text && Math.abs(k.x - run.x) < run.size * 0.2) twin = k;
    }
    if (twin) twin.doubled = true;
    else kept.push({ ...run });
  }
  return kept;
}

/** Runs grouped into rows by baseline, top to bottom, each row left to right. */
function rows(runs: readonly TextRun[]): TextRun[][] {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const out: TextRun[][] = [];
  let row: TextRun[] = [];
  let baseline = 0;
  let size = 0;
  for (const run of sorted) {
    if (row.length > 0 && Math.abs(baseline - run.y) <= 0.35 * Math.min(size, run.size)) {
      row.push(run);
      continue;
    }
    if (row.length > 0) out.push(row);
    row = [run];
    baseline = run.y;
    size = run.size;
  }
  if (row.length > 0) out.push(row);
  for (const r of out) r.sort((a, b) => a.x - b.x);
  return out;
}

const rowText = (row: readonly TextRun[]) => row.map((r) => r.text.trim()).join(' ');

/**
 * Drops running headers and footers: a row among the first or last two of a page that comes back
 * at the same place on every page (digits aside, so 'Page 1 of 2' and 'Page 2 of 2' match). The
 * first page keeps its copy when it has no digits (a name repeated as a running header is still
 * the name); page numbers go everywhere.
 */
function withoutRunningLines(pages: TextRun[][]): TextRun[][] {
  const filled = pages.filter((p) => p.length > 0);
  if (filled.length < 2) return pages;
  const edgeRows = pages.map((runs) => {
    const all = rows(runs);
    const edges = all.length <= 4 ? all : [...all.slice(0, 2), ...all.slice(-2)];
    return edges.map((row) => ({ row, key: rowText(row).replace(/\d+/g, '#').toLowerCase(), y: row[0]!.y }));
  });
  const drop = new Set<TextRun>();
  const [first, ...rest] = edgeRows.filter((_, i) => pages[i]!.length > 0);
  for (const candidate of first!) {
    const repeats = rest.map((page) =>
      page.find((r) => r.key === candidate.key && Math.abs(r.y - candidate.y) <= 3),
    );
    if (repeats.some((r) => r === undefined)) continue;
    for (const r of repeats) for (const run of r!.row) drop.add(run);
    if (/\d/.test(rowText(candidate.row))) for (const run of candidate.row) drop.add(run);
  }
  return pages.map((runs) => runs.filter((r) => !drop.has(r)));
}

interface Span {
  runs: TextRun[];
  x0: number;
  x1: number;
  y: number;
}

/** Stretches of text on one baseline: runs closer than a wide gap. */
function spansOf(runs: readonly TextRun[]): Span[] {
  const spans: Span[] = [];
  for (const row of rows(runs)) {
    let span: Span | undefined;
    for (const run of row) {
      if (span && run.x - span.x1 <= SPAN_GAP_EM * run.size) {
        span.runs.push(run);
        span.x1 = Math.max(span.x1, run.x + run.width);
      } else {
        span = { runs: [run], x0: run.x, x1: run.x + run.width, y: run.y };
        spans.push(span);
      }
    }
  }
  return spans;
}

interface Split {
  top: TextRun[];
  left: TextRun[];
  right: TextRun[];
  bottom: TextRun[];
  /** The column with more text: the one a page's story runs in. */
  main: 'left' | 'right';
}

const charsOf = (spans: readonly Span[]) =>
  spans.reduce((n, s) => n + s.runs.reduce((m, r) => m + r.text.length, 0), 0);

/** The spans either side of x within a clear stretch, and the baselines of those with words. */
function rowsBeside(
  spans: readonly Span[],
  x: number,
  clear: { high: number; low: number },
): { left: Span[]; right: Span[]; leftRows: number[]; rightRows: number[] } {
  const inside = spans.filter((s) => s.y < clear.high && s.y > clear.low);
  const left = inside.filter((s) => s.x1 <= x);
  const right = inside.filter((s) => s.x0 >= x);
  // rows with words: a strip of bullet glyphs set apart from their text is no column
  const baselines = (side: readonly Span[]) => [
    ...new Set(
      side.filter((s) => s.runs.some((r) => /[\p{L}\p{N}]{2}/u.test(r.text))).map((s) => Math.round(s.y)),
    ),
  ];
  return { left, right, leftRows: baselines(left), rightRows: baselines(right) };
}

/**
 * A vertical gutter: an x that no stretch of text crosses over most of the region's text height,
 * with text on both sides there. Text above and below the clear stretch (a name across the page,
 * a footer) stays outside the columns.
 */
function gutterOf(runs: readonly TextRun[], body: number): Split | null {
  const spans = spansOf(runs);
  if (spans.length < 4) return null;
  const minX = Math.min(...spans.map((s) => s.x0));
  const maxX = Math.max(...spans.map((s) => s.x1));
  const minY = Math.min(...spans.map((s) => s.y));
  const maxY = Math.max(...spans.map((s) => s.y));
  const height = maxY - minY;
  if (height < 3 * body || maxX - minX < 6 * body) return null;
  const bin = (maxX - minX) / GUTTER_BINS;
  const crossing: number[][] = Array.from({ length: GUTTER_BINS }, () => []);
  for (const span of spans) {
    const from = Math.max(0, Math.floor((span.x0 - minX) / bin));
    const to = Math.min(GUTTER_BINS - 1, Math.ceil((span.x1 - minX) / bin) - 1);
    for (let b = from; b <= to; b++) crossing[b]!.push(span.y);
  }
  // the widest clear vertical stretch of each bin, as (low, high) baselines of the crossers around it
  const clear = crossing.map((ys) => {
    const sorted = [maxY + 1, ...ys.sort((a, b) => b - a), minY - 1];
    let best = { high: maxY + 1, low: minY - 1, size: -1 };
    for (let i = 1; i < sorted.length; i++) {
      const size = sorted[i - 1]! - sorted[i]!;
      if (size > best.size) best = { high: sorted[i - 1]!, low: sorted[i]!, size };
    }
    return best;
  });
  const isClear = (b: number) => clear[b]!.size >= GUTTER_HEIGHT_SHARE * height;
  const bands: { x: number; at: number }[] = [];
  for (let b = 0; b < GUTTER_BINS; b++) {
    if (!isClear(b)) continue;
    let end = b;
    while (end + 1 < GUTTER_BINS && isClear(end + 1)) end++;
    const from = b;
    b = end;
    if ((end - from + 1) * bin < SPAN_GAP_EM * body) continue;
    let at = from;
    for (let c = from; c <= end; c++) if (clear[c]!.size > clear[at]!.size) at = c;
    bands.push({ x: minX + (at + 0.5) * bin, at });
  }
  // a clear band with no lines of text on one side (past the end of a short column) divides
  // nothing: it neither makes columns nor bounds the strips beside another gutter
  const dividing = bands.filter((band) => {
    const rows = rowsBeside(spans, band.x, clear[band.at]!);
    return rows.left.length >= 3 && rows.right.length >= 3;
  });
  let chosen: { split: Split; score: number } | null = null;
  for (const [i, band] of dividing.entries()) {
    const strips = { from: dividing[i - 1]?.x ?? -Infinity, to: dividing[i + 1]?.x ?? Infinity };
    const split = splitAt(spans, band.x, clear[band.at]!, strips, body);
    if (!split) continue;
    const score = Math.min(split.leftChars, split.rightChars);
    if (!chosen || score > chosen.score) chosen = { split: split.split, score };
  }
  return chosen?.split ?? null;
}

function splitAt(
  spans: readonly Span[],
  x: number,
  clear: { high: number; low: number },
  strips: { from: number; to: number },
  body: number,
): { split: Split; leftChars: number; rightChars: number } | null {
  const { left, right, leftRows, rightRows } = rowsBeside(spans, x, clear);
  // a column has a few lines of its own, however short it is beside the other
  if (leftRows.length < 3 || rightRows.length < 3) return null;
  const leftChars = charsOf(left);
  const rightChars = charsOf(right);
  // flush-right cells of the other side's lines (dates beside titles) are not a column: nearly
  // every one shares a baseline with a line on the left, and their left edges are ragged
  const aligned = rightRows.filter((y) => leftRows.some((l) => Math.abs(l - y) <= 1)).length;
  const lefts = right.map((s) => s.x0);
  const ragged = Math.max(...lefts) - Math.min(...lefts) > 2;
  if (aligned >= 0.8 * rightRows.length && ragged) return null;
  // the text just either side of the gutter, up to the next gutter: what would be cut apart
  const leftStrip = left.filter((s) => s.x0 >= strips.from);
  const rightStrip = right.filter((s) => s.x1 <= strips.to);
  if (labelsOf(leftStrip, rightStrip, body) || labelsOf(rightStrip, leftStrip, body)) return null;
  const runsOf = (side: readonly Span[]) => side.flatMap((s) => s.runs);
  return {
    split: {
      top: runsOf(spans.filter((s) => s.y >= clear.high)),
      left: runsOf(left),
      right: runsOf(right),
      bottom: runsOf(spans.filter((s) => s.y <= clear.low)),
      main: leftChars >= rightChars ? 'left' : 'right',
    },
    leftChars,
    rightChars,
  };
}

/**
 * Whether the text on one side of a gutter labels the lines across it rather than being a column
 * of its own: dates or labels set in a gutter beside the lines they belong to, each starting on the
 * baseline of a line across the gutter (a title) and several lines apart, while the other side
 * runs on between them. A label may wrap over a line or two of its own (a long date range in a
 * narrow gutter), so labels are counted as blocks of nearby rows, not as rows. A column of its own
 * has its own line spacing: it is either off the other side's baselines, or on them line after line.
 */
function labelsOf(strip: readonly Span[], other: readonly Span[], body: number): boolean {
  const rowsOf = (side: readonly Span[]) => [...new Set(side.map((s) => s.y))].sort((a, b) => b - a);
  const stripRows = rowsOf(strip);
  const otherRows = rowsOf(other);
  const near = (y: number, ys: readonly number[], within: number) =>
    ys.some((o) => Math.abs(o - y) <= within);
  // rows closer than a loose line pitch belong to one label (a wrapped date range)
  const blocks: number[][] = [];
  for (const y of stripRows) {
    const last = blocks.at(-1);
    if (last && last.at(-1)! - y <= LABEL_WRAP_EM * body) last.push(y);
    else blocks.push([y]);
  }
  // a label wraps over a line or two; rows running on line after line are a column's text
  if (blocks.some((block) => block.length > MAX_LABEL_ROWS)) return false;
  const aligned = blocks.filter((block) => near(block[0]!, otherRows, 0.2 * body)).length;
  if (aligned < 2 || aligned < 0.5 * blocks.length) return false;
  const pitch = median(otherRows.slice(1).map((y, i) => otherRows[i]! - y)) ?? body;
  const top = stripRows[0]!;
  const bottom = stripRows.at(-1)!;
  const unlabelled = otherRows.filter((y) => y <= top && y >= bottom && !near(y, stripRows, 0.5 * pitch));
  // the other side runs on between the labels: at least a line of its own per label
  return unlabelled.length >= aligned;
}

/** The paragraphs of a region of a page: its columns one after another, or its lines. */
function region(runs: readonly TextRun[], style: Style, depth: number): Paragraph[] {
  if (runs.length === 0) return [];
  const split = depth < MAX_DEPTH ? gutterOf(runs, style.body) : null;
  if (split) {
    return [split.top, split.left, split.right, split.bottom].flatMap((part) =>
      part.length > 0 ? [BLANK, ...region(part, style, depth + 1)] : [],
    );
  }
  return linesOf(runs, style);
}

/** The paragraphs of runs that hold no columns. */
function linesOf(runs: readonly TextRun[], style: Style): Paragraph[] {
  if (runs.length === 0) return [];
  return paragraphsOf(
    rows(runs).map((row) => lineOf(row, style)),
    style,
  );
}

/** A row of runs as a line: cells split at wide gaps, a bullet glyph dropped. */
function lineOf(row: readonly TextRun[], style: Style): Line {
  const cells: Segment[][] = [[]];
  const spans = [{ x0: row[0]!.x, x1: row[0]!.x, size: row[0]!.size }];
  let textX = row[0]!.x;
  let previous: TextRun | undefined;
  for (const run of row) {
    let cell = cells.at(-1)!;
    if (previous) {
      const gap = run.x - (previous.x + previous.width);
      const em = Math.min(run.size, previous.size);
      if (gap > CELL_GAP_EM * em) {
        cell = [];
        cells.push(cell);
        spans.push({ x0: run.x, x1: run.x, size: run.size });
      } else if (gap > SPACE_GAP_EM * em && !/\s$/.test(previous.text) && !/^\s/.test(run.text)) {
        cell.push({ text: ' ', bold: false });
      }
    }
    cell.push({ text: run.text, bold: style.bold(run) });
    const span = spans.at(-1)!;
    span.x1 = run.x + run.width;
    span.size = Math.max(span.size, run.size);
    previous = run;
  }
  const first = row[0]!;
  const head = textOf(cells[0]!);
  const glyph = head.match(GLYPH) ?? head.match(DASH_GLYPH);
  let glyphBullet = false;
  if (glyph && head.trim().length > glyph[0].trim().length) {
    glyphBullet = true;
    cells[0] = withoutPrefix(cells[0]!, glyph[0].length);
    textX =
      first.text.length > glyph[0].length
        ? first.x + (first.width * glyph[0].length) / first.text.length
        : (row[1]?.x ?? first.x);
  } else if (glyph && cells.length > 1) {
    // the glyph stands alone, far from its text
    glyphBullet = true;
    cells.shift();
    spans.shift();
    textX = row.find((r) => r.x > first.x + first.width)?.x ?? first.x;
  }
  const last = row.at(-1)!;
  const size = Math.max(...row.map((r) => r.size));
  const words = textOf(cells[0]!).trimStart();
  const firstWord = words.split(/\s/)[0] ?? '';
  const firstRun = row.find((r) => r.x >= textX - 1) ?? first;
  const perChar = firstRun.text.length > 0 ? firstRun.width / firstRun.text.length : size / 2;
  return {
    cells,
    spans,
    x: first.x,
    textX,
    right: last.x + last.width,
    y: first.y,
    size,
    glyphBullet,
    allBold: cells.every((c) => c.every((s) => s.bold || s.text.trim() === '')),
    // figures are set at about half an em in text faces, wider than the average letter
    firstWordWidth: [...firstWord].reduce(
      (w, ch) => w + (/\d/.test(ch) ? Math.max(perChar, 0.5 * size) : perChar),
      0,
    ),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * The right edge of a column's text: its longest line's end, and how near it a line must end to
 * have been wrapped there. It is a margin text was wrapped at when another line ends within an em
 * of it (justified or evenly ragged text), and then a wrapped line reaches it within half an em;
 * running text (three lines of several words each ending within an em and a half of it) is
 * ragged by up to a long word, so a line wrapped there may end that far short of it. Otherwise
 * (reach 0) a short list of lines cannot tell a wrap from a line break by position alone.
 */
function edgeOf(all: readonly Line[]): { right: number; reach: number } {
  // dates set flush right reach further than any wrapped text: the margin is the text's own
  const single = all.filter((l) => l.cells.length === 1);
  const lines = single.length >= 3 ? single : all;
  const right = Math.max(...lines.map((l) => l.right));
  const em = median(lines.map((l) => l.size))!;
  const wordsOf = (l: Line) => textOf(l.cells[0]!).trim().split(/\s+/).length;
  const running = lines.filter((l) => l.right >= right - 1.5 * em && wordsOf(l) >= 5);
  if (running.length >= 3) return { right, reach: 1.5 * em };
  const rights = lines.map((l) => l.right).sort((a, b) => b - a);
  return { right, reach: rights.length >= 2 && rights[0]! - rights[1]! <= em ? 0.5 * em : 0 };
}

/**
 * Lines of one column as paragraphs. A line continues the one before when it starts where that
 * line's text started, follows at the usual line spacing, has no bullet glyph, is set in the same
 * size and weight, the line before has more than one word and ran so far right that this line's
 * first word could not have fitted on it (so the break was the layout engine's, not the writer's),
 * and either the break shows itself (this line starts with a word in lower case, or the line
 * before ends on a hyphenated word), or the line sits under the text of a bullet with no glyph of
 * its own, or the column's margin is clear from its other lines and the line before holds several
 * words and reaches that margin (short list items of one length end at one edge too).
 */
function paragraphsOf(lines: readonly Line[], style: Style): Paragraph[] {
  if (lines.length === 0) return [];
  const left = Math.min(...lines.map((l) => l.x));
  const edge = edgeOf(lines);
  const right = Math.max(...lines.map((l) => l.right));
  const gaps = lines.slice(1).map((l, i) => lines[i]!.y - l.y);
  const body = median(lines.map((l) => l.size))!;
  const pitch = Math.max(median(gaps.filter((g) => g > 0.5 * body)) ?? body * 1.2, body);
  const out: Paragraph[] = [];
  let previous: Line | undefined;
  let paragraph: Paragraph | undefined;
  let bulleted = false;
  for (const line of lines) {
    const gap = previous ? previous.y - line.y : 0;
    const wraps = previous && paragraph ? cellWraps(previous, line, gap, pitch) : null;
    if (wraps && paragraph) {
      for (const [at, from] of wraps) joinInto(paragraph.cells[at]!, line.cells[from]!, style.compounds);
      continue;
    }
    if (previous && paragraph && continues(previous, line, { gap, pitch, edge, bulleted })) {
      joinInto(paragraph.cells[0]!, line.cells[0]!, style.compounds);
      previous = { ...line, textX: previous.textX };
      continue;
    }
    if (previous && gap > 1.5 * pitch) out.push(BLANK);
    const heading = line.size >= HEADING_RATIO * style.body;
    const indent = line.x - left;
    const centered =
      Math.abs(indent - (right - line.right)) < line.size &&
      indent > line.size &&
      line.right - line.x < 0.7 * (right - left);
    const hanging = !heading && !centered && indent >= 0.6 * line.size && indent <= 4 * line.size;
    bulleted = line.glyphBullet;
    paragraph = {
      kind: heading ? 'heading' : line.glyphBullet || hanging ? 'bullet' : 'text',
      cells: line.cells.map((c) => [...c]),
    };
    out.push(paragraph);
    previous = line;
  }
  return out;
}

const MONTH_END =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)\.?$/i;

/** Whether a cell's text stops where it cannot end: on a joining mark or word, or a month without its year. */
function unfinished(cell: readonly Segment[], next: readonly Segment[]): boolean {
  const text = textOf(cell).trimEnd();
  const head = textOf(next).trimStart();
  if (/(?:[-–—|,&/+]|\b(?:to|and|of|at|for|in|the))$/.test(text)) return true;
  return MONTH_END.test(text) && /^(?:19|20)\d\d\b/.test(head);
}

/**
 * A row of cells wrapped inside its cells: the line below a line of several cells (a title beside
 * flush-right dates, dates in a gutter beside a title) whose every piece lies under one of those
 * cells, in order, and goes on with it: that cell stops where it cannot end. Answers which piece
 * joins which cell, or null when the line is a line of its own.
 */
function cellWraps(previous: Line, line: Line, gap: number, pitch: number): [number, number][] | null {
  if (previous.cells.length < 2 || line.glyphBullet) return null;
  if (gap <= 0 || gap > 1.3 * pitch) return null;
  const pairs: [number, number][] = [];
  let from = 0;
  const em = line.size;
  for (const [i, span] of line.spans.entries()) {
    let at = -1;
    for (let c = from; c < previous.spans.length; c++) {
      const over = previous.spans[c]!;
      if (span.x0 < over.x1 + em && span.x1 > over.x0 - em) {
        at = c;
        break;
      }
    }
    if (at < 0 || Math.abs(previous.spans[at]!.size - span.size) > 0.5) return null;
    if (!unfinished(previous.cells[at]!, line.cells[i]!)) return null;
    pairs.push([at, i]);
    from = at + 1;
  }
  return pairs.length > 0 ? pairs : null;
}

function continues(
  previous: Line,
  line: Line,
  at: { gap: number; pitch: number; edge: { right: number; reach: number }; bulleted: boolean },
): boolean {
  const { gap, pitch, edge } = at;
  if (line.glyphBullet) return false;
  if (previous.cells.length > 1 || line.cells.length > 1) return false;
  if (Math.abs(previous.size - line.size) > 0.5) return false;
  if (previous.allBold !== line.allBold) return false;
  if (gap <= 0 || gap > 1.3 * pitch || gap > 2 * line.size) return false;
  if (Math.abs(line.x - previous.textX) > 0.3 * line.size + 1) return false;
  const before = textOf(previous.cells[0]!).trim();
  if (!/\S\s+\S/.test(before) && !HYPHEN_END.test(before)) return false;
  const head = textOf(line.cells[0]!).trimStart();
  // a word broken after a hyphen goes on in lower case, and a line stopping on a word that joins
  // two others goes on too: whatever fitted, the break is inside the phrase
  if (HYPHEN_END.test(before) && /^\p{Ll}/u.test(head)) return true;
  if (JOINING_END.test(before) && /^[\p{Ll}\p{Lu}\d]/u.test(head)) return true;
  // the first word, after a space, would have fitted on the line before: the writer broke it
  if (previous.right + 0.25 * line.size + line.firstWordWidth <= edge.right) return false;
  if (LOWER_WORD.test(head) || HYPHEN_END.test(before)) return true;
  // a line under the text of a bullet, with no glyph of its own, goes on with that bullet's item
  if (at.bulleted) return true;
  // short items of a list can end at one edge too, and an item can end a little short of it:
  // only a line of several words reaching the margin wraps unmarked
  return edge.reach > 0 && before.split(/\s+/).length >= 4 && previous.right >= edge.right - edge.reach;
}

/**
 * Appends a continuation line. A word broken after a hyphen is joined: the hyphen goes when the
 * next line goes on in lower case ('Devel-' + 'oping'), unless the document writes that
 * hyphenated word whole elsewhere ('cross-' + 'functional' beside a 'cross-functional'); it stays
 * before a capital or a digit ('self-' + 'Managed', 'COVID-' + '19').
 */
function joinInto(cell: Segment[], next: Segment[], compounds: ReadonlySet<string>): void {
  const tail = cell.findLast((s) => s.text.trim() !== '');
  const head = next.find((s) => s.text.trim() !== '');
  if (tail && head) {
    const trimmed = tail.text.trimEnd();
    const broken = trimmed.match(HYPHEN_END);
    if (broken) {
      // 'Devel-' + 'oping' is one word broken at the line; 'self-' + 'Managed' keeps its hyphen
      const lower = /^\s*\p{Ll}/u.test(head.text);
      const before = trimmed.match(/[\p{L}\p{N}-]+$/u)?.[0] ?? '';
      const after = head.text.trimStart().match(/^\p{L}+/u)?.[0] ?? '';
      const compound = `${before}${after}`.toLowerCase();
      // a word already joined by hyphens ('15-year-' + 'old') breaks at one of its own
      const hyphenated = before.slice(0, -1).includes('-');
      tail.text = lower && !hyphenated && !compounds.has(compound) ? trimmed.slice(0, -1) : trimmed;
      cell.push(...trimSegmentsStart(next));
      return;
    }
  }
  cell.push({ text: ' ', bold: false }, ...next);
}

function trimSegmentsStart(segments: Segment[]): Segment[] {
  const out = [...segments];
  while (out.length > 0 && out[0]!.text.trim() === '') out.shift();
  if (out[0]) out[0] = { ...out[0], text: out[0].text.trimStart() };
  return out;
}

function render(paragraphs: readonly Paragraph[]): LayoutText {
  const lines: string[] = [];
  for (const p of paragraphs) {
    if (p.kind === 'blank') {
      if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
      continue;
    }
    const text = p.cells
      .map(markedText)
      .filter((c) => c !== '')
      .join('\t');
    if (text === '') continue;
    lines.push(p.kind === 'heading' ? `# ${text}` : p.kind === 'bullet' ? `- ${text}` : text);
  }
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}
