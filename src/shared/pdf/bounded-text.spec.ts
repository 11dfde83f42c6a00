import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { describe, expect, it } from 'vitest';
import {
  boundedContent,
  breakLongWords,
  LONGEST_GLUED,
  LONGEST_SPACES,
  LONGEST_UNBROKEN,
  MAX_PIECES,
  PIECE,
  shortenSpaceRuns,
  withBoundedText,
  ZERO_WIDTH_SPACE,
} from './bounded-text.ts';

const ZW = ZERO_WIDTH_SPACE;
const unbroken = (pieces: string[]) => pieces.join('').replaceAll(ZW, '');
/** The lengths of the runs between breaks. */
const runs = (text: string) => text.split(new RegExp(`[\\s${ZW}]`)).map((run) => run.length);

describe('bounded text for pdfmake', () => {
  it('leaves ordinary words, long URLs and line breaks as written', () => {
    const pieces = [
      'Cut p95 latency by 40% — ',
      'https://www.linkedin.com/in/maya-chen-engineer-1234',
      '\n',
      'x'.repeat(LONGEST_UNBROKEN),
    ];
    expect(breakLongWords(pieces)).toEqual(pieces);
  });

  it('breaks a longer run after every piece, invisibly and without losing a character', () => {
    const word = 'a'.repeat(100_000);
    const [broken] = breakLongWords([`Hello ${word} bye`]);
    expect(unbroken([broken!])).toBe(`Hello ${word} bye`);
    expect(Math.max(...runs(broken!))).toBe(PIECE);
  });

  it('breaks a run across styled pieces sooner: pdfmake cannot cut it', () => {
    const glued = ['**', 'x'.repeat(LONGEST_GLUED - 2)];
    expect(breakLongWords(glued)).toEqual(glued);
    const longer = ['Go', 'x'.repeat(LONGEST_GLUED)];
    expect(unbroken(breakLongWords(longer))).toBe(longer.join(''));
    expect(breakLongWords(longer)).not.toEqual(longer);
  });

  it('breaks a run that crosses styled pieces, keeping each piece in its place', () => {
    const pieces = Array.from({ length: 200 }, (_, i) => (i % 2 ? 'b' : 'a'));
    const broken = breakLongWords(pieces);
    expect(broken).toHaveLength(pieces.length);
    expect(broken.map((piece) => piece.replaceAll(ZW, ''))).toEqual(pieces);
    expect(Math.max(...runs(broken.join('')))).toBe(PIECE);
  });

  it('never separates an accent, a joiner or the halves of a character from their letter', () => {
    const text = 'e\u0301'.repeat(100) + '👩‍💻'.repeat(50) + '👍🏽'.repeat(50) + '😀'.repeat(100);
    const [broken] = breakLongWords([text]);
    for (const at of broken!.matchAll(new RegExp(ZW, 'g'))) {
      const before = broken!.charCodeAt(at.index - 1);
      const after = broken!.charCodeAt(at.index + 1);
      expect(String.fromCharCode(after)).not.toMatch(/[\p{M}\u200D]/u);
      expect(before).not.toBe(0x200d);
      expect(after < 0xdc00 || after > 0xdfff).toBe(true);
    }
    expect(unbroken([broken!])).toBe(text);
  });

  it('leaves out spaces past the longest run laid out, also across pieces', () => {
    const ordinary = ['Austin, TX\t', ' '.repeat(LONGEST_SPACES - 1), '2021'];
    expect(shortenSpaceRuns(ordinary)).toEqual(ordinary);
    expect(shortenSpaceRuns([`a${' '.repeat(100_000)}b`])).toEqual([`a${' '.repeat(LONGEST_SPACES)}b`]);
    expect(shortenSpaceRuns(['a  ', ' '.repeat(LONGEST_SPACES), ' \tb'])).toEqual([
      'a  ',
      ' '.repeat(LONGEST_SPACES - 2),
      'b',
    ]);
  });

  it('sets a text of very many styled pieces as consecutive texts of at most MAX_PIECES', () => {
    const pieces = Array.from({ length: 2 * MAX_PIECES + 1 }, (_, i) => ({
      text: 'ab ',
      italics: i % 2 === 0,
    }));
    const node = boundedContent({ text: pieces, margin: [0, 0, 0, 3], fontSize: 9 }) as {
      stack: { text: unknown[] }[];
      margin: unknown;
      fontSize: number;
    };
    expect(node).toMatchObject({ margin: [0, 0, 0, 3], fontSize: 9 });
    expect(node.stack.map((part) => part.text.length)).toEqual([MAX_PIECES, MAX_PIECES, 1]);
    expect(node.stack.flatMap((part) => part.text)).toEqual(pieces);
  });

  it('reaches text in stacks, columns, lists, tables, headers and footers', () => {
    const long = 'z'.repeat(2 * LONGEST_UNBROKEN);
    const definition: TDocumentDefinitions = {
      content: [
        long,
        { stack: [long] },
        { columns: [{ text: long }] },
        { ul: [long] },
        { table: { body: [[long, { text: [{ text: long, bold: true }] }]] } },
      ],
      header: { text: long },
      footer: (page: number) => ({ text: `${long}${page}` }),
    };
    const bounded = withBoundedText(definition);
    const strings = JSON.stringify([bounded.content, bounded.header]).match(/z{2,}/g) ?? [];
    expect(Math.max(...strings.map((s) => s.length))).toBe(PIECE);
    const footer = (bounded.footer as (page: number) => Content)(2) as { text: string };
    expect(Math.max(...runs(footer.text))).toBeLessThanOrEqual(PIECE + 1);
  });
});
