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

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BULLET = /^([ \t]*)([-*+•▪◦●‣–]|\d{1,3}[.)])[ \t]+(.*)$/;
const LINK = /\[([^\]\n]{0,500})\]\(([^)\s]{0,2000})\)/g;
/** HTML a markdown source may carry; other angle brackets are the person's own text ('<Labs>'). */
const TAG =
  /<\/?(?:b|i|u|s|em|strong|br|p|span|div|a|sup|sub|small|del|ins|mark|ul|ol|li|h[1-6])(?:\s[^<>\n]{0,200})?\/?>/gi;

function linkText(label: string, url: string): string {
  const target = url.replace(/^mailto:|^tel:/i, '');
  if (!/^https?:\/\//i.test(url) || label === target || label === url) return label || target;
  return `${label} (${url})`;
}

/** Bold (`**`, `__`) and italic (`*`, `_`) runs of one line; code spans and escapes are plain text. */
export function runsOf(line: string): Run[] {
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
    if (c === '\\' && i + 1 < text.length && /[\\`*_{}[\]()#+\-.!|>~]/.test(text[i + 1]!)) {
      current += text[i + 1];
      i += 1;
      continue;
    }
    const pair = text.slice(i, i + 2);
    if (pair === '**' || pair === '__') {
      flush();
      bold = !bold;
      i += 1;
      continue;
    }
    // an underscore inside a word is part of it (snake_case), a star always marks
    const wordBefore = /[A-Za-z0-9]/.test(text[i - 1] ?? '');
    const wordAfter = /[A-Za-z0-9]/.test(text[i + 1] ?? '');
    if (c === '*' || (c === '_' && !(wordBefore && wordAfter))) {
      flush();
      italic = !italic;
      continue;
    }
    current += c;
  }
  flush();
  // an unclosed marker was a literal character: the words are what matters, keep them all
  return runs.filter((r) => r.text.length > 0);
}

export function parseResumeMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line.trim()) {
      if (blocks.length > 0 && blocks.at(-1)!.kind !== 'space') blocks.push({ kind: 'space' });
      continue;
    }
    const heading = line.match(HEADING);
    if (heading) {
      const level = Math.min(heading[1]!.length, 3) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, runs: runsOf(heading[2]!) });
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ kind: 'rule' });
      continue;
    }
    const bullet = line.match(BULLET);
    if (bullet) {
      const marker = /\d/.test(bullet[2]!) ? bullet[2]!.replace(')', '.') : '•';
      const depth = bullet[1]!.replace(/\t/g, '  ').length >= 2 ? 1 : 0;
      blocks.push({ kind: 'bullet', marker, depth, runs: runsOf(bullet[3]!) });
      continue;
    }
    blocks.push({ kind: 'paragraph', runs: runsOf(line.replace(/^ {0,3}>[ \t]?/, '').trim()) });
  }
  while (blocks.at(-1)?.kind === 'space') blocks.pop();
  return blocks;
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
