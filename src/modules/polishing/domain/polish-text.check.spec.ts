import { describe, expect, it } from 'vitest';
import { factVocabulary } from '../../../../test/support/polishing.ts';
import { ResumeFacts } from '../../coaching/index.ts';
import { improvedResumeText } from './improved-resume-text.ts';
import { keepToFacts } from './keep-to-facts.ts';
import { parseResumeMarkdown, resumePlainText } from './resume-markdown.ts';

/**
 * `npm run test:checks`: every way text a person (or a model) sends enters the polishing rules,
 * fed 100 KB inputs built to make a backtracking pattern rescan a long run from each position. Each
 * must finish within a second (they take milliseconds): a quadratic pattern would blow through it.
 */
const SIZE = 100_000;
const LIMIT_MS = 1_000;
const runOf = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const HOSTILE: Record<string, string> = {
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
    improvedResumeText(text, [{ original: text.slice(0, 5_000), suggested: 'x' }]),
  // a passage that almost matches at every position: a naive search would compare it 50,000 times
  'finding a passage': (text) =>
    improvedResumeText(text.replace(/\S+/g, 'a'), [{ original: `${'a '.repeat(2_500)}b`, suggested: 'x' }]),
};

describe('hostile input to the polishing rules', () => {
  for (const [entry, run] of Object.entries(ENTRY_POINTS)) {
    it.each(Object.entries(HOSTILE))(
      `${entry} finishes ${SIZE / 1000} KB of %s within a second`,
      (_n, text) => {
        const started = performance.now();
        run(text);
        expect(performance.now() - started).toBeLessThan(LIMIT_MS);
      },
    );
  }
});

// a heading or bullet pattern that also looked for a closing sequence tried every space of a long
// run against the rest of the run: one such line held the server for half a minute
const SPACED: Record<string, string> = {
  'a heading of spaces': `# a${' '.repeat(SIZE - 4)}b`,
  'a heading of tabs': `# a${'\t'.repeat(SIZE - 4)}b`,
  'a bullet of spaces before a line separator': `- a${' '.repeat(SIZE - 6)}b\u2028c`,
  'links that never close': runOf('[a]('),
  'link labels that never close': runOf('['),
};

describe('hostile lines of the polished resume markdown', () => {
  it.each(Object.entries(SPACED))(`are read in well under a second: ${SIZE / 1000} KB of %s`, (_n, text) => {
    const started = performance.now();
    resumePlainText(parseResumeMarkdown(text));
    expect(performance.now() - started).toBeLessThan(LIMIT_MS);
  });
});
