import { createRequire } from 'node:module';

/** The part of an inline of pdfmake's line layout that is read here. */
interface Inline {
  noNewLine?: boolean;
}

interface TextNode {
  _inlines?: Inline[];
}

interface Line {
  lastLineInParagraph?: boolean;
}

type BuildNextLine = (this: unknown, node: TextNode) => Line | null;

interface LayoutBuilderClass {
  prototype: { buildNextLine?: BuildNextLine };
}

/**
 * pdfmake's line layout, made linear in the number of inlines (words, ideographs, styled pieces)
 * of one paragraph.
 *
 * LayoutBuilder.buildNextLine takes a paragraph's inlines one by one from the front of an array
 * (`shift`, which moves the whole rest of a large array), and before each it hands
 * `inlines.slice(1)`, a copy of every inline still to come, to a check that reads only the
 * inlines glued to the next one. Both grow with the square of the paragraph: 50,000 words or
 * ideographs in one paragraph took half a minute.
 *
 * So pdfmake sees at most WINDOW inlines of a paragraph at a time, refilled from the rest before
 * each line, and `slice(1)` of them answers only the glued inlines the check reads: the same lines,
 * laid out in time that grows with the paragraph.
 */
const WINDOW = 1024;

function gluedSlice(this: Inline[], start?: number, end?: number): Inline[] {
  if (start !== 1 || end !== undefined) return Array.prototype.slice.call(this, start, end);
  let last = 1;
  while (last < this.length && this[last - 1]!.noNewLine) last += 1;
  return Array.prototype.slice.call(this, 1, last);
}

/** The inlines of each paragraph beyond its window, and how many of them were handed over. */
const rests = new WeakMap<TextNode, { inlines: Inline[]; next: number }>();

function windowOf(node: TextNode): { inlines: Inline[]; next: number } | undefined {
  const inlines = node._inlines;
  if (!Array.isArray(inlines)) return undefined;
  if (inlines.slice !== gluedSlice)
    Object.defineProperty(inlines, 'slice', { value: gluedSlice, configurable: true, writable: true });
  let rest = rests.get(node);
  if (!rest && inlines.length > WINDOW) {
    rest = { inlines: inlines.splice(WINDOW), next: 0 };
    rests.set(node, rest);
  }
  if (rest && inlines.length < WINDOW / 2 && rest.next < rest.inlines.length) {
    const upTo = Math.min(rest.next + WINDOW / 2, rest.inlines.length);
    for (let i = rest.next; i < upTo; i += 1) inlines.push(rest.inlines[i]!);
    rest.next = upTo;
  }
  return rest;
}

let patched = false;

/** Makes pdfmake lay out the lines of a paragraph in linear time (see WINDOW). */
export function layOutLinesLinearly(): void {
  if (patched) return;
  const fromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
  const { default: LayoutBuilder } = fromPdfmake('./LayoutBuilder.js') as { default?: LayoutBuilderClass };
  const buildNextLine = LayoutBuilder?.prototype.buildNextLine;
  // another pdfmake may lay lines out otherwise: it is left as it is
  if (!LayoutBuilder || typeof buildNextLine !== 'function') return;
  patched = true;
  LayoutBuilder.prototype.buildNextLine = function (this: unknown, node: TextNode) {
    const rest = node && typeof node === 'object' ? windowOf(node) : undefined;
    const line = buildNextLine.call(this, node);
    // the window ran out with inlines still waiting: the paragraph goes on
    if (line && rest && rest.next < rest.inlines.length) line.lastLineInParagraph = false;
    return line;
  };
}
