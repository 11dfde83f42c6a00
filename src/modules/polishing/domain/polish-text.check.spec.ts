import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf, lowestGrowth } from '../../../../test/support/growth.ts';
import { factVocabulary } from '../../../../test/support/polishing.ts';
import { ResumeFacts } from '../../coaching/index.ts';
import { improvedResumeText } from './improved-resume-text.ts';
import { keepToFacts } from './keep-to-facts.ts';
import { parseResumeMarkdown, resumePlainText } from './resume-markdown.ts';

/**
 * `npm run test:checks`: every way text a person (or a model) sends enters the polishing rules,
 * fed inputs built to make a backtracking pattern rescan a long run from each position. Each entry
 * point reads such an input at two sizes, one four times the other, in the same run: linear reading
 * costs about four times as much on the larger one, a pattern that rescans (or a search that
 * compares a passage at every position) about sixteen times as much. The two sizes are compared
 * in the same run, by the CPU time each costs (see test/support/growth.ts), so the verdict holds on
 * a machine of any speed and load, where a budget in milliseconds does not.
 */
/**
 * The step from 16 to 64 KB, and when that one is over the limit, from 64 to 256 KB: V8's own step
 * in storing a pattern's matches lands in one of them only (test/support/growth.ts).
 */
const SMALL = 16_000;
const LARGE = 4 * SMALL;
/** Linear work grows about four times; one rescan per position about sixteen times. */
const MAX_GROWTH = 10;
const runOf = (unit: string) => (size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const HOSTILE: Record<string, (size: number) => string> = {
  digits: runOf('1'),
  'digit groups': runOf('1,'),
  'dotted digits': runOf('1.'),
  'currency signs': runOf('$'),
  'currency and spaces': runOf('$ '),
  'number words': runOf('twenty-'),
  'one long word': runOf('a'),
  'capitalised words': runOf('Ab '),
  'product-like tokens': runOf('a.b+'),
  'bullets and line breaks': runOf('- \n'),
  stars: runOf('*'),
  underscores: runOf('_'),
  'unclosed links': runOf('[a]('),
  'unclosed tags': runOf('<a '),
  hashes: runOf('#'),
  'sentence stops': runOf('A. '),
};

const facts = ResumeFacts.of('Built billing APIs for 300 clinics, saving $2.4M.', factVocabulary);
const ENTRY_POINTS: Record<string, (text: string) => unknown> = {
  'the facts of a resume': (text) => ResumeFacts.of(text, factVocabulary),
  'checking a suggestion': (text) => facts.inventedIn(text),
  'keeping a suggestion to the facts': (text) => keepToFacts(text, text, facts),
  'reading markdown': (text) => resumePlainText(parseResumeMarkdown(text)),
  'the improved resume text': (text) =>
    improvedResumeText(text, [{ original: text.slice(0, text.length / 20), suggested: 'x' }]),
  // a passage that almost matches at every position, as long as a twentieth of the text: a naive
  // search compares it at each position, which grows with the square of the size
  'finding a passage': (text) =>
    improvedResumeText(text.replace(/\S+/g, 'a'), [
      { original: `${'a '.repeat(text.length / 40)}b`, suggested: 'x' },
    ]),
};

describe('hostile input to the polishing rules', () => {
  for (const [entry, run] of Object.entries(ENTRY_POINTS)) {
    it.each(Object.entries(HOSTILE))(
      `${entry} reads %s in linear time (${SMALL / 1000}, ${LARGE / 1000} and ${(4 * LARGE) / 1000} KB)`,
      async (name, input) => {
        const growth = await lowestGrowth(run, input, [SMALL, LARGE, 4 * LARGE], MAX_GROWTH);
        expect(growth.ratio, `${entry} on ${name}: ${describeGrowth(growth)}`).toBeLessThan(MAX_GROWTH);
      },
    );
  }
});

// a heading or bullet pattern that also looked for a closing sequence tried every space of a long
// run against the rest of the run: one such line held the server for half a minute
const SPACED: Record<string, (size: number) => string> = {
  'a heading of spaces': (size) => `# a${' '.repeat(size - 4)}b`,
  'a heading of tabs': (size) => `# a${'\t'.repeat(size - 4)}b`,
  'a bullet of spaces before a line separator': (size) => `- a${' '.repeat(size - 6)}b\u2028c`,
  'links that never close': runOf('[a]('),
  'link labels that never close': runOf('['),
};

describe('hostile lines of the polished resume markdown', () => {
  it.each(Object.entries(SPACED))(
    `are read in linear time: %s (${SMALL / 1000} KB against ${LARGE / 1000} KB)`,
    async (name, input) => {
      const growth = await growthOf(
        (text: string) => resumePlainText(parseResumeMarkdown(text)),
        input(SMALL),
        input(LARGE),
        MAX_GROWTH,
      );
      expect(growth.ratio, `${name}: ${describeGrowth(growth)}`).toBeLessThan(MAX_GROWTH);
    },
  );
});
