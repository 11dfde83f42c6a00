import { describe, expect, it } from 'vitest';
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
 * Every parser must stay linear on what users upload: a 100 KB file of one token, of separators,
 * or of near-misses for a pattern (a date without a year, an e-mail without a domain) is read in
 * about the time of any 100 KB file. A backtracking pattern would take minutes here.
 */
const SIZE = 100_000;
const fill = (unit: string) => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE);
const INPUTS: Record<string, string> = {
  'one letter': fill('a'),
  'one capital': fill('A'),
  'capitalised words': fill('Aa '),
  digits: fill('1'),
  spaces: `${fill(' ')}x`,
  newlines: `${fill('\n')}x`,
  'spaces inside a line': `Skills: a${fill(' ')}b`,
  'number then spaces': `5${fill(' ')}years`,
  'colon then spaces': `Skills:${fill(' ')}x`,
  'hash then spaces': `#${fill(' ')}x`,
  tabs: `${fill('\t')}x`,
  dots: fill('a.'),
  hyphens: fill('a-'),
  slashes: fill('1/'),
  commas: fill('Python, '),
  'or lists': fill('Python or '),
  'e-mail near miss': fill('a.b+'),
  'at signs': fill('a@'),
  'url near miss': fill('a.b-'),
  'months without years': fill('Jan '),
  'years without ranges': fill('2019 '),
  'dashes between years': fill('2019 - '),
  'phone near miss': fill('(12) 3 '),
  'place near miss': fill('Aaa Bbb Ccc '),
  bullets: fill('- '),
  headings: fill('## Skills:\n'),
  parentheses: fill('('),
  apostrophes: fill("a'"),
  'such as': fill('such as '),
  unicode: fill('é'),
};
const analyzer = new LocalMatchAnalyzer(new FixedClock('2025-06-01T00:00:00Z'));

/** Generous for a shared machine: linear work on 100 KB takes well under this. */
const BUDGET_MS = 3000;

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

describe('parsers on pathological input', () => {
  it.each(Object.keys(INPUTS))('%s: every parser finishes in linear time', async (name) => {
    const text = INPUTS[name]!;
    const line = text.slice(0, SIZE);
    const runs: Record<string, () => unknown> = {
      parseResume: () => parseResume(text),
      parseJob: () => parseJob(text),
      parseContact: () => parseContact(text.split('\n')),
      parseRoles: () => parseRoles(readResumeLines(text)),
      parseEducation: () => parseEducation(text.split('\n')),
      dates: () => [findDateRange(line), findDate(line), findRoleDates(line), statedYears(line)],
      taxonomy: () => taxonomy.evidence(line),
      skillsOfLine: () => skillsOfLine(line),
      jobLineFor: () => jobLineFor('Python', text),
    };
    for (const [parser, run] of Object.entries(runs)) {
      expect(timed(run), `${parser} on ${name}`).toBeLessThan(BUDGET_MS);
    }
    const started = performance.now();
    await analyzer.analyze({
      resume: parseResume(text),
      job: parseJob(text),
      resumeText: text,
      jobText: text,
    });
    expect(performance.now() - started, `analyze on ${name}`).toBeLessThan(BUDGET_MS);
  });
});
