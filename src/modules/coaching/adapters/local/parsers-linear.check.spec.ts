import { describe, expect, it } from 'vitest';
import { describeGrowth, growthOf } from '../../../../../test/support/growth.ts';
import { FixedClock } from '../../../../shared/kernel/clock.ts';
import { parseContact } from './contact-parser.ts';
import { findDate, findDateRange, findRoleDates, statedYears } from './date-ranges.ts';
import { parseEducation } from './education-parser.ts';
import { readResumeLines } from './resume-lines.ts';
import { parseRoles } from './role-parser.ts';
import { jobLineFor, parseJob } from './job-parser.ts';
import { skillsOfLine } from './job-skills.ts';
import { LocalMatchAnalyzer } from './local-match-analyzer.ts';
import { parseResume } from './resume-parser.ts';
import { taxonomy } from './skill-taxonomy.ts';

/**
 * Every parser must stay linear on what users upload: a file of one token, of separators, or of
 * near-misses for a pattern (a date without a year, an e-mail without a domain) is read in about the
 * time of any file of its size. A backtracking pattern would take minutes on 100 KB. Each parser
 * reads every input at two sizes, one four times the other, in the same run: linear reading costs
 * about four times as much on the larger one, a pattern that rescans about sixteen times as much.
 * The two sizes are compared in the same run, by the CPU time each costs (see
 * test/support/growth.ts), so the verdict holds on a machine of any speed and load, where a budget
 * in milliseconds does not.
 */
const SMALL = 16_000;
const LARGE = 4 * SMALL;
/** Linear work grows about four times; one rescan per position about sixteen times. */
const MAX_GROWTH = 10;
const fill = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
const filled = (unit: string) => (size: number) => fill(unit, size);
const INPUTS: Record<string, (size: number) => string> = {
  'one letter': filled('a'),
  'one capital': filled('A'),
  'capitalised words': filled('Aa '),
  digits: filled('1'),
  spaces: (size) => `${fill(' ', size)}x`,
  newlines: (size) => `${fill('\n', size)}x`,
  'spaces inside a line': (size) => `Skills: a${fill(' ', size)}b`,
  'number then spaces': (size) => `5${fill(' ', size)}years`,
  'colon then spaces': (size) => `Skills:${fill(' ', size)}x`,
  'hash then spaces': (size) => `#${fill(' ', size)}x`,
  tabs: (size) => `${fill('\t', size)}x`,
  dots: filled('a.'),
  hyphens: filled('a-'),
  slashes: filled('1/'),
  commas: filled('Python, '),
  'or lists': filled('Python or '),
  'e-mail near miss': filled('a.b+'),
  'at signs': filled('a@'),
  'url near miss': filled('a.b-'),
  'months without years': filled('Jan '),
  'years without ranges': filled('2019 '),
  'dashes between years': filled('2019 - '),
  'phone near miss': filled('(12) 3 '),
  'place near miss': filled('Aaa Bbb Ccc '),
  bullets: filled('- '),
  headings: filled('## Skills:\n'),
  parentheses: filled('('),
  apostrophes: filled("a'"),
  'such as': filled('such as '),
  unicode: filled('é'),
};
const analyzer = new LocalMatchAnalyzer(new FixedClock('2025-06-01T00:00:00Z'));

/** An input of one size: the whole text, and its first `size` characters read as one line. */
interface Sized {
  text: string;
  line: string;
}
const sized = (input: (size: number) => string, size: number): Sized => {
  const text = input(size);
  return { text, line: text.slice(0, size) };
};

const PARSERS: Record<string, (input: Sized) => unknown> = {
  parseResume: ({ text }) => parseResume(text),
  parseJob: ({ text }) => parseJob(text),
  parseContact: ({ text }) => parseContact(text.split('\n')),
  parseRoles: ({ text }) => parseRoles(readResumeLines(text)),
  parseEducation: ({ text }) => parseEducation(text.split('\n')),
  dates: ({ line }) => [findDateRange(line), findDate(line), findRoleDates(line), statedYears(line)],
  taxonomy: ({ line }) => taxonomy.evidence(line),
  skillsOfLine: ({ line }) => skillsOfLine(line),
  jobLineFor: ({ text }) => jobLineFor('Python', text),
  analyze: ({ text }) =>
    analyzer.analyze({ resume: parseResume(text), job: parseJob(text), resumeText: text, jobText: text }),
};

describe('parsers on pathological input', () => {
  it.each(Object.keys(INPUTS))(
    `%s: every parser reads it in linear time (${SMALL / 1000} KB against ${LARGE / 1000} KB)`,
    async (name) => {
      const small = sized(INPUTS[name]!, SMALL);
      const large = sized(INPUTS[name]!, LARGE);
      for (const [parser, run] of Object.entries(PARSERS)) {
        const growth = await growthOf(run, small, large, MAX_GROWTH);
        expect(growth.ratio, `${parser} on ${name}: ${describeGrowth(growth)}`).toBeLessThan(MAX_GROWTH);
      }
    },
  );
});
