import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { textLayout } from '../../../test/support/document-layouts.ts';
import { documentMaker } from './document-renderer.ts';
import { inProcessRenderer } from './render-in-process.ts';

const TEXT = documentMaker(
  new URL('../../../test/support/document-layouts.ts', import.meta.url).href,
  textLayout,
);

describe("pdfmake's line layout, linear in a paragraph's words", () => {
  it('lays out a paragraph of many more words than it looks at once, every word in order', async () => {
    const words = Array.from({ length: 5_000 }, (_, i) => `w${i}`);
    const pdf = await inProcessRenderer.pdf(TEXT, words.join(' '));
    const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
    expect(text.split(/\s+/).filter(Boolean)).toEqual(words);
  });
});
