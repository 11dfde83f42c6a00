import { clsx } from 'clsx';
import { createElement, type ReactNode } from 'react';

/**
 * A small, safe Markdown renderer for AI-written text (match analysis, feedback): headings,
 * paragraphs, bold, italic, inline code, code blocks, block quotes, lists, links and images.
 * Everything becomes React elements, so raw HTML in the source shows as text and never runs.
 *
 * react-markdown was considered and declined for its weight (docs/architecture.md section 7).
 * Measured with esbuild (minified, React external): this file is 4.5 kB (2.1 kB
 * gzip); react-markdown 10.1.0 is 120 kB (37 kB gzip), 166 kB (50 kB gzip) with remark-gfm 4.0.1.
 * markdown.spec.tsx pins the behaviour a replacement must keep.
 */

const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * Spec: links and images only with http, https, irc, ircs, mailto, xmpp or relative addresses;
 * others are blanked. The same rule as react-markdown's default `urlTransform`: a colon that comes
 * after a '/', '?' or '#' does not start a scheme, so such addresses are relative.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  const questionMark = url.indexOf('?');
  const numberSign = url.indexOf('#');
  const slash = url.indexOf('/');
  if (
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    SAFE_PROTOCOL.test(url.slice(0, colon))
  ) {
    return url;
  }
  return '';
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!<>|~]/;

type LinkMatch = { label: string; url: string; end: number };

/** `[label](url "title")` starting at the '[' at `start`. */
function matchLink(text: string, start: number): LinkMatch | null {
  let depth = 0;
  let close = -1;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\\') {
      i += 1;
    } else if (ch === '[') {
      depth += 1;
    } else if (ch === ']') {
      depth -= 1;
      if (depth === 0) {
        close = i;
        break;
      }
    }
  }
  if (close === -1 || text[close + 1] !== '(') return null;
  let parens = 0;
  for (let i = close + 1; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '(') parens += 1;
    else if (ch === ')') {
      parens -= 1;
      if (parens === 0) {
        const destination = text.slice(close + 2, i).trim();
        const url = (destination.split(/\s+/)[0] ?? '').replace(/^<(.*)>$/, '$1');
        return { label: text.slice(start + 1, close), url, end: i + 1 };
      }
    }
  }
  return null;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Where the emphasis opened at `from` closes, or -1. */
function findClosing(text: string, from: number, marker: string): number {
  let i = text.indexOf(marker, from);
  while (i !== -1) {
    const before = text[i - 1];
    const after = text[i + marker.length];
    const closesHere =
      i > from && before !== ' ' && !(marker[0] === '_' && isWordChar(after)) && text[i - 1] !== '\\';
    // `**bold**` must not close a single `*` italic early.
    const partOfLonger = marker.length === 1 && after === marker;
    if (closesHere && !partOfLonger) return i;
    i = text.indexOf(marker, i + (partOfLonger ? 2 : 1));
  }
  return -1;
}

function linkElement(key: string, href: string, children: ReactNode): ReactNode {
  if (href === '') return <span key={key}>{children}</span>;
  const external = /^https?:/i.test(href);
  return (
    <a
      key={key}
      href={href}
      className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
    </a>
  );
}

function parseInline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let buffer = '';
  let count = 0;
  const key = () => `${keyPrefix}-${count++}`;
  const flush = () => {
    if (buffer !== '') nodes.push(buffer);
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];

    if (ch === '\\' && next !== undefined && ESCAPABLE.test(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        nodes.push(
          <code key={key()} className="rounded-sm bg-surface-muted px-1 py-0.5 font-mono text-[0.9em]">
            {text.slice(i + 1, end)}
          </code>,
        );
        i = end + 1;
        continue;
      }
    }
    if (ch === '!' && next === '[') {
      const image = matchLink(text, i + 1);
      if (image) {
        flush();
        const src = safeUrl(image.url);
        nodes.push(
          src === '' ? (
            image.label
          ) : (
            <img key={key()} src={src} alt={image.label} loading="lazy" className="inline max-w-full" />
          ),
        );
        i = image.end;
        continue;
      }
    }
    if (ch === '[') {
      const link = matchLink(text, i);
      if (link) {
        flush();
        const id = key();
        nodes.push(linkElement(id, safeUrl(link.url), parseInline(link.label, id)));
        i = link.end;
        continue;
      }
    }
    if (ch === '<') {
      const autolink = /^<((?:https?|mailto):[^\s<>]+)>/i.exec(text.slice(i));
      if (autolink?.[1]) {
        flush();
        nodes.push(linkElement(key(), safeUrl(autolink[1]), autolink[1]));
        i += autolink[0].length;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const marker = next === ch ? ch + ch : ch;
      const opensHere =
        text[i + marker.length] !== undefined &&
        text[i + marker.length] !== ' ' &&
        !(ch === '_' && isWordChar(text[i - 1]));
      const close = opensHere ? findClosing(text, i + marker.length, marker) : -1;
      if (close !== -1) {
        flush();
        const id = key();
        const inner = parseInline(text.slice(i + marker.length, close), id);
        nodes.push(
          marker.length === 2 ? (
            <strong key={id} className="font-semibold text-foreground">
              {inner}
            </strong>
          ) : (
            <em key={id}>{inner}</em>
          ),
        );
        i = close + marker.length;
        continue;
      }
    }
    buffer += ch;
    i += 1;
  }
  flush();
  return nodes;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^ {0,3}([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

const headingClasses = ['text-lg', 'text-base', 'text-base', 'text-sm', 'text-sm', 'text-sm'];

function isBlockStart(line: string): boolean {
  return (
    HEADING.test(line) ||
    RULE.test(line) ||
    FENCE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    QUOTE.test(line)
  );
}

function parseBlocks(source: string, headingOffset: number, keyPrefix: string): ReactNode[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: ReactNode[] = [];
  let count = 0;
  const key = () => `${keyPrefix}-${count++}`;
  let i = 0;

  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      i += 1;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !(lines[i] as string).trim().startsWith(fence[1])) {
        body.push(lines[i] as string);
        i += 1;
      }
      i += 1;
      blocks.push(
        <pre key={key()} className="overflow-x-auto rounded-control bg-surface-muted p-3 font-mono text-xs">
          <code>{body.join('\n')}</code>
        </pre>,
      );
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      const depth = heading[1].length;
      const level = Math.min(6, depth + headingOffset);
      const id = key();
      blocks.push(
        createElement(
          `h${level}`,
          {
            key: id,
            className: clsx('font-semibold tracking-tight text-foreground', headingClasses[depth - 1]),
          },
          parseInline(heading[2], id),
        ),
      );
      i += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push(<hr key={key()} className="border-border" />);
      i += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] as string)) {
        body.push(QUOTE.exec(lines[i] as string)?.[1] ?? '');
        i += 1;
      }
      const id = key();
      blocks.push(
        <blockquote key={id} className="flex flex-col gap-2 border-l-2 border-border-strong pl-3 text-muted">
          {parseBlocks(body.join('\n'), headingOffset, id)}
        </blockquote>,
      );
      continue;
    }

    const ordered = ORDERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? ORDERED : BULLET;
      const items: string[] = [];
      const start = ordered ? Number(ORDERED.exec(line)?.[1] ?? 1) : 1;
      while (i < lines.length) {
        const current = lines[i] as string;
        const match = pattern.exec(current);
        if (match) {
          items.push((ordered ? match[2] : match[1]) ?? '');
        } else if (current.trim() !== '' && !isBlockStart(current) && items.length > 0) {
          // A continuation line belongs to the item above it.
          items[items.length - 1] += ` ${current.trim()}`;
        } else {
          break;
        }
        i += 1;
      }
      const id = key();
      const children = items.map((item, index) => (
        <li key={`${id}-${item}-${String(index)}`}>{parseInline(item, `${id}-${String(index)}`)}</li>
      ));
      blocks.push(
        ordered ? (
          <ol
            key={id}
            start={start === 1 ? undefined : start}
            className="flex list-decimal flex-col gap-1 pl-5"
          >
            {children}
          </ol>
        ) : (
          <ul key={id} className="flex list-disc flex-col gap-1 pl-5">
            {children}
          </ul>
        ),
      );
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length && (lines[i] as string).trim() !== '' && !isBlockStart(lines[i] as string)) {
      paragraph.push((lines[i] as string).trim());
      i += 1;
    }
    const id = key();
    blocks.push(<p key={id}>{parseInline(paragraph.join(' '), id)}</p>);
  }
  return blocks;
}

type MarkdownProps = {
  source: string;
  /** Added to heading depth so '#' fits under the surrounding headings (default: '#' becomes h3). */
  headingOffset?: number;
  className?: string;
};

export function Markdown({ source, headingOffset = 2, className }: MarkdownProps) {
  return (
    <div className={clsx('flex flex-col gap-3 text-sm leading-relaxed text-foreground/90', className)}>
      {parseBlocks(source, headingOffset, 'md')}
    </div>
  );
}
