import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

/**
 * Layouts for tests of the document workers. The workers import this module by its URL and run
 * it as Node runs TypeScript (types stripped), so it keeps to erasable syntax.
 */

/** One paragraph of the given text. */
export function textLayout(text: string): TDocumentDefinitions {
  return { content: [{ text }], defaultStyle: { font: 'Roboto', fontSize: 10 } };
}

/** Keeps its thread busy for the given time before it answers a one-line document. */
export function busyLayout(ms: number): TDocumentDefinitions {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
  return textLayout('done');
}

/** Takes memory until its heap runs out. */
export function hungryLayout(): TDocumentDefinitions {
  const kept: number[][] = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
}

/** Fails as a bug would. */
export function brokenLayout(): TDocumentDefinitions {
  throw new Error('this layout is broken');
}

/** The bytes of the text, as a writer of a file would answer them. */
export function textFile(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
