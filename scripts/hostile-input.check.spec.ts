import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { parseContact } from '../src/modules/coaching/adapters/local/contact-parser.ts';
import { AnalyzeMatch } from '../src/modules/coaching/index.ts';
import { createCoachingEngine } from '../src/modules/coaching/module.ts';
import { fixtureText } from '../src/modules/coaching/quality/labelled-set.ts';
import { systemClock } from '../src/shared/kernel/clock.ts';
import { describeGrowth, lowestGrowth } from '../test/support/growth.ts';

/**
 * `npm run test:checks`: every way user text enters the offline coaching engine, fed inputs built
 * to make a backtracking pattern rescan a long run from each of its positions. Before the patterns
 * were made linear, one 100 KB word kept a match analysis busy for about 21 s. Each entry point
 * reads such an input at two sizes, one four times the other, in the same run: linear reading costs
 * about four times as much on the larger one, a pattern that rescans costs about sixteen times as
 * much. The two sizes are compared in the same run, by the CPU time each costs (see
 * test/support/growth.ts), so the verdict holds on a machine of any speed and load; a budget in
 * milliseconds did not: a busy machine once took 1.2 s over 100 KB that is read in linear time.
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
  'one long word': runOf('a'),
  'at signs': runOf('@'),
  'dotted word': runOf('a.'),
  'digits and spaces': runOf('1 '),
  'a URL without a top-level domain': (size) => `https://${runOf('a')(size)}`,
  'a dashed host': (size) => `www.${runOf('a-')(size)}`,
  dashes: runOf('-'),
  digits: runOf('1'),
  'dotted digits': runOf('1.'),
  'e-mail fragments': runOf('a@b.'),
  'local-part characters': runOf('ab.cd+'),
  'capitalised words': runOf('Ab '),
  'capitalised words with commas': runOf('Ab Cd, '),
  'a capital then a long word': (size) => `A${runOf('b')(size)}`,
  'school-like words': runOf('University of '),
  'first-person words': runOf('I '),
  'trailing dots before a letter': (size) => `${runOf('.')(size)}x`,
  'wide spaces': (size) => `1${'\u2003'.repeat(size)}x`,
  'spaces inside one line': (size) => `a${' '.repeat(size)}b`,
  'tabs and line breaks': runOf('A\t\t\n'),
  'blank lines': runOf('\n'),
  'one bullet wrapped over every line': (size) => `- ${runOf('word and-\nso on ')(size)}`,
  'mixed punctuation': runOf('a.b-c@d_e+f/g:h;i|j'),
};

const engine = createCoachingEngine(
  loadConfig({ ...process.env, AI_PROVIDER: 'local', TTS_PROVIDER: 'none' }),
  systemClock,
);
const analyzeMatch = new AnalyzeMatch(engine.understanding, engine.matcher);
const realJob = await engine.understanding.structureJob(fixtureText('jobs', 'senior-backend-engineer'));
const realResume = await engine.understanding.structureResume(fixtureText('resumes', 'backend-engineer'));

const ENTRY_POINTS: Record<string, (text: string) => Promise<unknown> | unknown> = {
  'resume parsing': (text) => engine.understanding.structureResume(text),
  'job parsing': (text) => engine.understanding.structureJob(text),
  'the contact parser': (text) => parseContact(text.split('\n')),
  'match analysis (hostile resume)': (text) =>
    analyzeMatch.execute({ resumeText: text, jobText: fixtureText('jobs', 'senior-backend-engineer') }),
  'match analysis (hostile job)': (text) =>
    analyzeMatch.execute({ resumeText: fixtureText('resumes', 'backend-engineer'), jobText: text }),
  'answer evaluation': (text) =>
    engine.evaluator.evaluate({
      type: 'Technical',
      question: 'How would you scale it?',
      answer: text,
      job: realJob,
    }),
  'interview planning': async (text) =>
    engine.interviewer.plan({
      type: 'Technical',
      persona: 'Strict & Professional',
      questionCount: 10,
      resume: await engine.understanding.structureResume(text),
      job: await engine.understanding.structureJob(text),
    }),
  'the follow-up decision': (text) =>
    engine.interviewer.next({
      type: 'Behavioral',
      persona: 'Friendly & Encouraging',
      job: realJob,
      plan: { questions: [{ text: 'Tell me about a conflict.', focus: 'Conflict', skills: [] }] },
      mainQuestionsAsked: 1,
      thread: [{ kind: 'main', question: 'Tell me about a conflict.', answer: text }],
    }),
  'the resume polisher': async (text) => {
    const resume = await engine.understanding.structureResume(text);
    await engine.polisher.suggestSummary({ resume: { ...resume, summary: text }, job: realJob });
    const experience = { ...realResume.workExperience[0]!, description: text };
    await engine.polisher.suggestExperience({ experience, index: 0, job: realJob, resume });
  },
};

describe('hostile input to the offline coaching engine', () => {
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
