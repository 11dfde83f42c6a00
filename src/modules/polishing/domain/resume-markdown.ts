/**
 * The polished resume as the web app hands it over (markdown), read into blocks that every
 * output format (PDF, DOCX, plain text) writes the same way: headings, paragraphs, bullets,
 * rules, with bold and italic runs. Each line is its own paragraph (a resume's contact line and
 * role lines are lines, not prose to re-flow). Unknown markup is kept as text, never dropped.
 */
export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'bullet'; marker: string; depth: 0 | 1; runs: Run[] }
  | { kind: 'rule' }
  | { kind: 'space' };

// Headings and bullets are matched by their start only, and the rest of the line is taken as it
// is: a pattern that also scanned the rest for a closing sequence tried every space of a long run
// against the whole run (one 100,000-character heading line held the server for half a minute).
const HEADING_START = /^ {0,3}(#{1,6})[ \t]+/;
const RULE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BULLET_START = /^([ \t]*)([-*+•▪◦●‣–]|\d{1,3}[.)])[ \t]+/;
// a heading or a bullet is one line: text with a line or paragraph separator in it is a paragraph
const LINE_SEPARATOR = /[\u2028\u2029]/;
// neither part runs past the next '[': each '[' is tried against the text up to the next one only,
// so a line of 100,000 characters costs one pass however its brackets and parentheses fall
const LINK = /\[([^[\]\n]{0,500})\]\(([^[)\s]{0,2000})\)/g;
/** HTML a markdown source may carry; other angle brackets are the person's own text ('<Labs>'). */
const TAG =
  /<\/?(?:b|i|u|s|em|strong|br|p|span|div|a|sup|sub|small|del|ins|mark|ul|ol|li|h[1-6])(?:\s[^<>\n]{0,200})?\/?>/gi;

function linkText(label: string, url: string): string {
  const target = url.replace(/^mailto:|^tel:/i, '');
  if (!/^https?:\/\//i.test(url) || label === target || label === url) return label || target;
  return `${label} (${url})`;
}

/** A line without any of these characters is one plain run, as written. */
const MARKUP = /[<[`\\*_]/;
const WORD_CHARACTER = /[A-Za-z0-9]/;
const ESCAPABLE = /[\\`*_{}[\]()#+\-.!|>~]/;

/** Bold (`**`, `__`) and italic (`*`, `_`) runs of one line; code spans and escapes are plain text. */
export function runsOf(line: string): Run[] {
  if (!MARKUP.test(line)) return line ? [{ text: line, bold: false, italic: false }] : [];
  const text = line
    .replace(TAG, '')
    .replace(LINK, (_, label: string, url: string) => linkText(label, url))
    .replace(/`([^`\n]{0,500})`/g, '$1');
  const runs: Run[] = [];
  let bold = false;
  let italic = false;
  let current = '';
  const flush = () => {
    if (current) runs.push({ text: current, bold, italic });
    current = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1]!)) {
      current += text[i + 1];
      i += 1;
      continue;
    }
    if (c !== '*' && c !== '_') {
      current += c;
      continue;
    }
    if (text[i + 1] === c) {
      // '**' or '__'
      flush();
      bold = !bold;
      i += 1;
      continue;
    }
    // an underscore inside a word is part of it (snake_case), a star always marks
    if (c === '*' || !(WORD_CHARACTER.test(text[i - 1] ?? '') && WORD_CHARACTER.test(text[i + 1] ?? ''))) {
      flush();
      italic = !italic;
      continue;
    }
    current += c;
  }
  flush();
  // an unclosed marker was a literal character: the words are what matters, keep them all
  return runs;
}

/** A heading's text without its closing hashes ('## Skills ##'); `text` has no trailing spaces. */
function withoutClosingHashes(text: string): string {
  let hashes = text.length;
  while (hashes > 0 && text[hashes - 1] === '#') hashes -= 1;
  let spaces = hashes;
  while (spaces > 0 && (text[spaces - 1] === ' ' || text[spaces - 1] === '\t')) spaces -= 1;
  return hashes < text.length && spaces < hashes ? text.slice(0, spaces) : text;
}

/** A heading line's level and text, or null. */
function headingOf(line: string): { level: 1 | 2 | 3; text: string } | null {
  const start = HEADING_START.exec(line);
  if (!start) return null;
  const rest = line.slice(start[0].length);
  if (LINE_SEPARATOR.test(rest)) return null;
  return { level: Math.min(start[1]!.length, 3) as 1 | 2 | 3, text: withoutClosingHashes(rest) };
}

/** A bullet line's indent, marker and text, or null. */
function bulletOf(line: string): { indent: string; marker: string; text: string } | null {
  const start = BULLET_START.exec(line);
  if (!start) return null;
  const text = line.slice(start[0].length);
  if (LINE_SEPARATOR.test(text)) return null;
  return { indent: start[1]!, marker: start[2]!, text };
}

/** The lines of the markdown one at a time ('\r\n', '\r' and '\n' end a line). */
function* linesOf(markdown: string): Generator<string> {
  const breaks = /\r\n?|\n/g;
  let start = 0;
  for (let found = breaks.exec(markdown); found; found = breaks.exec(markdown)) {
    yield markdown.slice(start, found.index);
    start = breaks.lastIndex;
  }
  yield markdown.slice(start);
}

/** The block one line of the markdown makes; null for a blank line. */
function blockOf(raw: string): Block | null {
  const line = raw.trimEnd();
  if (!line) return null;
  const heading = headingOf(line);
  if (heading) return { kind: 'heading', level: heading.level, runs: runsOf(heading.text) };
  if (RULE.test(line)) return { kind: 'rule' };
  const bullet = bulletOf(line);
  if (bullet) {
    const marker = /\d/.test(bullet.marker) ? bullet.marker.replace(')', '.') : '•';
    const depth = bullet.indent.replace(/\t/g, '  ').length >= 2 ? 1 : 0;
    return { kind: 'bullet', marker, depth, runs: runsOf(bullet.text) };
  }
  return { kind: 'paragraph', runs: runsOf(line.replace(/^ {0,3}>[ \t]?/, '').trim()) };
}

export function parseResumeMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const line of linesOf(markdown)) {
    const block = blockOf(line);
    if (block) blocks.push(block);
    else if (blocks.length > 0 && blocks.at(-1)!.kind !== 'space') blocks.push({ kind: 'space' });
  }
  while (blocks.at(-1)?.kind === 'space') blocks.pop();
  return blocks;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Whether the plain text of the resume (resumePlainText) has a letter or a digit: read line by
 * line up to the first one that has, so a long resume is not read whole to find out.
 */
export function hasResumeText(markdown: string): boolean {
  for (const line of linesOf(markdown)) {
    const block = blockOf(line);
    if (!block || block.kind === 'rule' || block.kind === 'space') continue;
    if (block.kind === 'bullet' && block.marker !== '•') return true;
    const text = textOf(block.runs).trim();
    if (LETTER_OR_DIGIT.test(block.kind === 'heading' && block.level === 2 ? text.toUpperCase() : text))
      return true;
  }
  return false;
}

export function textOf(runs: readonly Run[]): string {
  return runs.map((r) => r.text).join('');
}

/**
 * The resume as plain text, the way an applicant tracking system reads best: section headings in
 * capitals on their own line, bullets as '- ', no markup.
 */
export function resumePlainText(blocks: readonly Block[]): string {
  const lines: string[] = [];
  for (const b of blocks) {
    if (b.kind === 'space') lines.push('');
    else if (b.kind === 'rule') lines.push('');
    else if (b.kind === 'heading') {
      const text = textOf(b.runs).trim();
      if (b.level === 2 && lines.length > 0 && lines.at(-1) !== '') lines.push('');
      lines.push(b.level === 2 ? text.toUpperCase() : text);
    } else if (b.kind === 'bullet') {
      lines.push(`${b.depth === 1 ? '  ' : ''}${b.marker === '•' ? '-' : b.marker} ${textOf(b.runs).trim()}`);
    } else lines.push(textOf(b.runs).trim());
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
