import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';

/**
 * Text made safe for pdfmake to lay out, before it does.
 *
 * Long words. pdfmake fits a word wider than its line by cutting it: for every line it measures
 * prefixes of the whole rest of the word, so the work grows with the square of the word's length
 * (8,000 characters in one word held a thread for seconds, 100,000 for minutes and gigabytes). And
 * a word made of several styled pieces ('*a*a*a…') is never cut at all: it runs off the page. So a
 * run of more than LONGEST_UNBROKEN characters without a break (LONGEST_GLUED when it crosses
 * styled pieces) gets a zero-width space after every PIECE characters: a place where the line may
 * break, invisible on the page. pdfmake then only ever measures short pieces. Words that fit on a
 * line, URLs included, reach pdfmake exactly as written; a longer one was cut across lines anyway.
 *
 * Long runs of spaces. pdfmake keeps the spaces after a word with the word, so 100,000 spaces
 * between two words were one word to cut across lines as above. Spaces and tabs past the first
 * LONGEST_SPACES of a run are left out: that many are already wider than any line.
 *
 * Many styled pieces. pdfmake flattens a text's pieces by copying the list once per piece, so a
 * line styled in tens of thousands of pieces took half a minute. A text of more than MAX_PIECES
 * pieces is set as consecutive texts of at most that many (each starts on a new line); ordinary
 * lines have a handful.
 */
export const ZERO_WIDTH_SPACE = '\u200B';
/** The longest run of characters without a break that is laid out as written (about a line). */
export const LONGEST_UNBROKEN = 100;
/** The same for a run across styled pieces, which pdfmake cannot cut (about half a line). */
export const LONGEST_GLUED = 32;
/** The length of the pieces a longer run is broken into. */
export const PIECE = 16;
/** The longest run of spaces and tabs laid out (wider than a line at any size the product uses). */
export const LONGEST_SPACES = 256;
/** The most styled pieces one text is laid out with. */
export const MAX_PIECES = 500;
/** How far a break may move to keep an accent or a joined character with its letter. */
const NUDGE = 8;

// the characters pdfmake's line breaking always breaks at; any other character may be part of a word
const LONG_RUN = new RegExp(`[^ \\t\\n\\r\\f\\v${ZERO_WIDTH_SPACE}]{${LONGEST_GLUED + 1},}`, 'g');
// marks, joiners, variation selectors and skin tones belong to the character before them
const MARK = /\p{M}/u;
const JOINERS = new Set([0x200c, 0x200d, 0x2060]);

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** Whether a break before `at` would split a character: a surrogate pair, an accent, a joined emoji. */
function splitsCharacter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (isLowSurrogate(code)) return true;
  if (JOINERS.has(code) || JOINERS.has(text.charCodeAt(at - 1))) return true;
  const point = text.codePointAt(at) ?? 0;
  return (point >= 0x1f3fb && point <= 0x1f3ff) || MARK.test(String.fromCodePoint(point));
}

/**
 * Offsets (in the joined text) before which a zero-width space goes, ascending; `starts` are the
 * offsets where the pieces after the first begin, ascending.
 */
function breakOffsets(text: string, starts: readonly number[]): number[] {
  const offsets: number[] = [];
  let piece = 0;
  for (const match of text.matchAll(LONG_RUN)) {
    const end = match.index + match[0].length;
    while (piece < starts.length && starts[piece]! <= match.index) piece += 1;
    const glued = piece < starts.length && starts[piece]! < end;
    if (!glued && end - match.index <= LONGEST_UNBROKEN) continue;
    let last = match.index;
    for (let at = last + PIECE; at < end; at = last + PIECE) {
      while (at < end && at - last < PIECE + NUDGE && splitsCharacter(text, at)) at += 1;
      // past the nudge a long run of marks may be split, a surrogate pair never
      if (isLowSurrogate(text.charCodeAt(at))) at += 1;
      if (at >= end) break;
      offsets.push(at);
      last = at;
    }
  }
  return offsets;
}

/**
 * The pieces of one text (styled runs, in order), with a zero-width space after every PIECE
 * characters of a run longer than LONGEST_UNBROKEN, or LONGEST_GLUED where it crosses pieces.
 */
export function breakLongWords(pieces: readonly string[]): string[] {
  const starts: number[] = [];
  let length = 0;
  for (const piece of pieces) {
    if (length > 0 && piece.length > 0) starts.push(length);
    length += piece.length;
  }
  const offsets = breakOffsets(pieces.join(''), starts);
  if (offsets.length === 0) return [...pieces];
  const out: string[] = [];
  let next = 0;
  let start = 0;
  for (const piece of pieces) {
    const end = start + piece.length;
    let written = '';
    let from = 0;
    // a break at a piece's end goes at the end of that piece
    while (next < offsets.length && offsets[next]! <= end) {
      const cut = offsets[next]! - start;
      written += piece.slice(from, cut) + ZERO_WIDTH_SPACE;
      from = cut;
      next += 1;
    }
    out.push(written + piece.slice(from));
    start = end;
  }
  return out;
}

/** The pieces of one text without the spaces and tabs past LONGEST_SPACES in a row, also across pieces. */
export function shortenSpaceRuns(pieces: readonly string[]): string[] {
  let run = 0;
  let longest = 0;
  for (const piece of pieces)
    for (let i = 0; i < piece.length; i += 1) {
      const c = piece.charCodeAt(i);
      run = c === 0x20 || c === 0x09 ? run + 1 : 0;
      if (run > longest) longest = run;
    }
  if (longest <= LONGEST_SPACES) return [...pieces];
  run = 0;
  return pieces.map((piece) => {
    let out = '';
    for (const c of piece) {
      run = c === ' ' || c === '\t' ? run + 1 : 0;
      if (run <= LONGEST_SPACES) out += c;
    }
    return out;
  });
}

type Node = Content | undefined | null;
/** A text as pdfmake takes it: a string, or pieces (strings, or styled objects whose text may nest). */
type Inline = unknown;

const hasText = (value: unknown): value is { text: unknown } =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'text' in value;

/** The strings of a text, in reading order. */
function stringsOf(text: Inline, into: string[]): string[] {
  if (typeof text === 'string') into.push(text);
  else if (Array.isArray(text)) for (const item of text) stringsOf(item, into);
  else if (hasText(text)) stringsOf(text.text, into);
  return into;
}

function withStrings(text: Inline, strings: readonly string[], at: { i: number }): Inline {
  if (typeof text === 'string') return strings[at.i++];
  if (Array.isArray(text)) return text.map((item) => withStrings(item, strings, at));
  if (hasText(text)) return { ...text, text: withStrings(text.text, strings, at) };
  return text;
}

/** The pieces of a text as pdfmake flattens them (a nested array's own style is not applied). */
function piecesOf(text: Inline, into: Inline[]): Inline[] {
  if (Array.isArray(text)) for (const item of text) piecesOf(item, into);
  else if (hasText(text) && Array.isArray(text.text)) piecesOf(text.text, into);
  else into.push(text);
  return into;
}

/** A text node: its long words broken, its pieces at most MAX_PIECES per text. */
function boundedTextNode(node: Record<string, unknown>): Record<string, unknown> {
  const strings = stringsOf(node.text, []);
  const text = withStrings(node.text, breakLongWords(shortenSpaceRuns(strings)), { i: 0 });
  if (strings.length <= MAX_PIECES || !Array.isArray(text)) return { ...node, text };
  const pieces = piecesOf(text, []);
  const { text: _text, ...rest } = node;
  const stack: Content[] = [];
  for (let i = 0; i < pieces.length; i += MAX_PIECES)
    stack.push({ text: pieces.slice(i, i + MAX_PIECES) } as Content);
  return { ...rest, stack };
}

/** The content with its text bounded (see above); everything else is kept as it is. */
export function boundedContent(node: Node): Node {
  if (typeof node === 'string') return breakLongWords(shortenSpaceRuns([node]))[0];
  if (Array.isArray(node)) return node.map((child: Node) => boundedContent(child)) as Content;
  if (!node || typeof node !== 'object') return node;
  let out: Record<string, unknown> = { ...node };
  if ('text' in out) out = boundedTextNode(out);
  for (const key of ['stack', 'columns', 'ul', 'ol'] as const)
    if (Array.isArray(out[key])) out[key] = (out[key] as Node[]).map(boundedContent);
  const table = out.table as { body?: unknown } | undefined;
  if (table && Array.isArray(table.body))
    out.table = {
      ...table,
      body: table.body.map((row: unknown) => (Array.isArray(row) ? row.map(boundedContent) : row)),
    };
  return out as unknown as Content;
}

type Margin = (...args: never[]) => Node;

function boundedMargin<T>(part: T): T {
  if (typeof part === 'function')
    return ((...args: never[]) => boundedContent((part as Margin)(...args))) as T;
  return boundedContent(part as Node) as T;
}

/** The document with the text of its content, header and footer bounded (see above). */
export function withBoundedText(definition: TDocumentDefinitions): TDocumentDefinitions {
  const out: TDocumentDefinitions = { ...definition, content: boundedContent(definition.content) as Content };
  if (definition.header !== undefined) out.header = boundedMargin(definition.header);
  if (definition.footer !== undefined) out.footer = boundedMargin(definition.footer);
  return out;
}
