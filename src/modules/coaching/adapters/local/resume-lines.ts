import { findDateRange } from './date-ranges.ts';

/**
 * The lines of a resume with what their typography says, read from the layout text the documents
 * module stores (a markdown dialect: `# ` larger than the body, `- ` a bullet, `**…**` bold, a tab
 * between cells far apart) or from plain text as a person typed it (bullets as glyphs, wrapped
 * lines indented or starting in lower case). Everything after this reads lines, never raw text.
 */
export interface ResumeLine {
  /** The words, markers dropped; cells joined by a tab. */
  text: string;
  /** The line's cells: text far apart on one line, or a table row. */
  cells: string[];
  /** The cells cut again where bold starts or stops: '**Title**, Company' is two parts. */
  parts: string[];
  bullet: boolean;
  /** Set larger than the body text. */
  large: boolean;
  /** Every word of it is bold. */
  bold: boolean;
  /** An empty line, a new column or a new page comes before it. */
  blankBefore: boolean;
}

/** Glyphs people start a bullet with; 'o' only before a space, as word processors export it. */
const GLYPH = /^\s{0,12}(?:[•▪◦●‣○►▸▶➢➤✓✔■□◆◇·]|[-*–—~>»›o](?=\s)|\d{1,2}[.)](?=\s))\s{0,6}/u;
const MARKDOWN_BULLET = /^- /;
const LARGE = /^#{1,6}\s{1,3}/;
const TERMINAL = /[.!?;:]["')\]]?$/;

function indentOf(raw: string): number {
  let width = 0;
  for (const ch of raw) {
    if (ch === ' ') width += 1;
    else if (ch === '\t') width += 4;
    else break;
  }
  return width;
}

function unbold(text: string): { text: string; bold: boolean } {
  if (!text.includes('**')) return { text, bold: false };
  const outside = text
    .replace(/\*\*[^*]{0,2000}\*\*/g, '')
    .replace(/[\s|,;:–—-]/g, '')
    .trim();
  return { text: text.replaceAll('**', ''), bold: outside.length === 0 };
}

function partsOf(marked: string): string[] {
  return marked
    .split('\t')
    .flatMap((cell) => cell.split('**'))
    .map((p) => p.replace(/^[\s,;:|–—-]+|[\s,;:|]+$/g, ''))
    .filter((p) => /[\p{L}\d]/u.test(p));
}

interface Draft extends ResumeLine {
  indent: number;
  /** Where the words of a bullet start, for wrapped lines typed under them. */
  textIndent: number;
}

/**
 * A typed line continues the line above when it is not a bullet and either starts in lower case
 * after a line that did not end a sentence, or sits indented under the words of a bullet.
 */
function continues(previous: Draft | undefined, raw: string, trimmed: string, blank: boolean): boolean {
  if (!previous || blank || GLYPH.test(raw) || MARKDOWN_BULLET.test(raw)) return false;
  const lowerWord = /^[a-z(][a-z'’-]{0,30}[\s,;)]/.test(trimmed) && !/^\S*[@/]/.test(trimmed);
  // a joined line can grow long: look at its head and tail only
  const prose = previous.bullet || previous.text.slice(0, 200).split(/\s+/).length >= 5;
  if (lowerWord && prose && !previous.large && !TERMINAL.test(previous.text.slice(-3))) return true;
  // a typed paragraph wrapped at a word that cannot end a sentence ('… a program of' / '120 events')
  if (
    !previous.bullet &&
    !previous.large &&
    /\s(?:of|and|or|the|a|an|to|in|for|with|at|on|by|from|as|into|across)$/i.test(previous.text.slice(-12)) &&
    previous.text.slice(0, 400).split(/\s+/).length >= 10 &&
    !findDateRange(previous.text)
  )
    return true;
  return previous.bullet && indentOf(raw) >= previous.textIndent && previous.textIndent > 0;
}

/** The first parts of compound words, which keep their hyphen when a line breaks after it. */
const COMPOUND_HEAD =
  /(?:^|\s)(?:self|cross|well|non|co|multi|full|part|high|low|long|short|end|real|cost|time|data|client|customer|user|team|hands|first|top|world|year|state|on|off|in|out|up|down|pre|post|mid|semi|sub|inter|intra|over|under|anti|pro|ex)-$/i;

/** A line broken inside a word ('Devel-' + 'oping') is one word again; a compound keeps its hyphen. */
export function joinBroken(head: string, tail: string): string {
  const end = head.slice(-40);
  if (/\p{L}-$/u.test(end) && /^\p{Ll}/u.test(tail) && !COMPOUND_HEAD.test(end))
    return `${head.slice(0, -1)}${tail}`;
  return end.endsWith('-') ? `${head}${tail}` : `${head} ${tail}`;
}

/** Ten pages of resume are a few hundred lines: what comes after this many is not read. */
const MAX_LINES = 3_000;

/** Layout text or typed text -> lines, wrapped lines joined again. */
export function readResumeLines(source: string): ResumeLine[] {
  const out: Draft[] = [];
  let blank = true;
  for (const raw0 of source.replace(/\r\n?/g, '\n').split('\n', MAX_LINES)) {
    const raw = raw0.slice(0, 4000).trimEnd();
    const trimmed = raw.trim();
    if (!trimmed || /^[-_=*~.]{3,}$/.test(trimmed)) {
      blank = true;
      continue;
    }
    const previous = out.at(-1);
    if (continues(previous, raw, trimmed, blank)) {
      previous!.text = joinBroken(previous!.text, trimmed.replaceAll('**', ''));
      previous!.cells = [previous!.text];
      previous!.parts = previous!.cells;
      continue;
    }
    const large = LARGE.test(trimmed);
    let body = trimmed.replace(LARGE, '');
    let bullet = false;
    let textIndent = indentOf(raw);
    if (MARKDOWN_BULLET.test(body) || GLYPH.test(body)) {
      const marker = (MARKDOWN_BULLET.test(body) ? body.match(MARKDOWN_BULLET) : body.match(GLYPH))![0];
      // a lone dash before a number or a date range is text, not a bullet ('- 2019')
      bullet = body.length > marker.length;
      if (bullet) {
        textIndent = indentOf(raw) + marker.length;
        body = body.slice(marker.length).trim();
        // a glyph the reader did not know stays after the list marker: '- » Delivered'
        body = body.replace(GLYPH, '').trim() || body;
      }
    }
    const { text, bold } = unbold(body);
    const cells = text
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean);
    out.push({
      text: cells.join('\t'),
      cells,
      parts: body.includes('**') ? partsOf(body) : cells,
      bullet,
      large,
      bold,
      blankBefore: blank,
      indent: indentOf(raw),
      textIndent,
    });
    blank = false;
  }
  return out.filter((l) => l.text).map(({ indent: _indent, textIndent: _textIndent, ...line }) => line);
}

/** Words in capitals, at least two letters, no lower-case letter: 'PROFESSIONAL EXPERIENCE'. */
export function isCapitals(text: string): boolean {
  return /\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}
