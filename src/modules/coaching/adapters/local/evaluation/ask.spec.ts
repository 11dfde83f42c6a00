import { describe, expect, it } from 'vitest';
import { answerFeatures } from '../answer-features.ts';
import { rateAnswer } from '../rubric.ts';
import { askCoverage, askOf, focusAsk, identifierKeys, ownFigures } from './ask.ts';
import { conceptKey } from './lemmas.ts';
import { questionProfile } from './question-profile.ts';

const keys = (words: string) => words.split(' ').map(conceptKey);

describe('the question’s specific ask', () => {
  it('splits what is asked for from the setting named after a preposition', () => {
    const ask = askOf('Tell me about a time you had to give difficult feedback to a colleague.');
    expect(ask.core).toEqual(expect.arrayContaining(keys('difficult feedback')));
    expect(ask.context).toEqual([conceptKey('colleague')]);
    // 'to' before a verb starts no setting
    expect(askOf('Describe a time you had to lead a team through a change.').core).toEqual(
      expect.arrayContaining(keys('lead team')),
    );
    // hyphenated words count by their parts
    expect(askOf('Return the first non-repeating character in a string.').core).toContain(
      conceptKey('repeating'),
    );
  });

  it('measures how much of the ask an answer names, setting words at half weight', () => {
    const ask = askOf('Given an array of integers and a target, return the indices of the two numbers.');
    const onTask = askCoverage(ask, new Set(keys('target index array')));
    expect(onTask.core.length).toBe(3);
    const setting = askCoverage(ask, new Set(keys('number')));
    expect(setting).toMatchObject({ core: [], points: 0.5 });
  });

  it('reads code identifiers as words and ignores figures the question gave', () => {
    const ids = identifierKeys('function twoSum(nums, target) { const first_index = 0 }');
    for (const k of keys('two sum target first index')) expect(ids.has(k)).toBe(true);
    const ask = askOf('A 68-year-old man arrives with chest pain.');
    expect(ownFigures(ask, ['68-year', '10 minutes'])).toEqual(['10 minutes']);
  });

  it('calls a fluent story about another situation in the same area off topic', () => {
    const question =
      'Tell me about a time you had far more requests than your team could deliver. How did you decide?';
    const answer =
      'Onboarding is something I enjoy. At my last company I rebuilt our onboarding emails for new clinic ' +
      'customers, interviewed twelve of them, rewrote the welcome guide and ran a pilot with finance. ' +
      'Activation went from 40% to 55% within a quarter and the customers said the guide was clearer.';
    const r = rateAnswer('Behavioral', answerFeatures(answer), questionProfile(question), []);
    expect(r.offTopic).toBe(true);
    expect(r.score).toBeLessThanOrEqual(1.5);
  });

  it('calls working code for another task off topic', () => {
    const question =
      'Given an array of integers and a target, return the indices of the two numbers that add up to the target.';
    const answer =
      'Here is a helper that removes repeated values while keeping their order:\n' +
      'function unique(values) {\n  const out = [];\n  for (const v of values) {\n    if (!out.includes(v)) out.push(v);\n  }\n  return out;\n}\n' +
      'It is quadratic time, fine for short lists.';
    const r = rateAnswer('Coding', answerFeatures(answer), questionProfile(question), []);
    expect(r.offTopic).toBe(true);
  });
});

describe('the calibrated scale', () => {
  const question = 'Tell me about a time you disagreed with a teammate. What happened?';
  const rate = (answer: string) =>
    rateAnswer('Behavioral', answerFeatures(answer), questionProfile(question), []);

  it('holds a relevant story without figures to adequate', () => {
    const r = rate(
      'Last year I disagreed with a teammate about our release process. I asked him to walk me through his ' +
        'concerns, I wrote down both options and we agreed to try his approach first with a review after. ' +
        'In the end we combined both ideas and the releases went more smoothly, and we still work well together.',
    );
    expect(r.offTopic).toBe(false);
    expect(r.score).toBeLessThanOrEqual(6);
    expect(r.caps.join(' ')).toContain('figures');
  });

  it('keeps a concise complete story above the too-short cap', () => {
    const r = rate(
      'Last spring I disagreed with a teammate on caching. I benchmarked both designs and I shared the numbers; ' +
        'we agreed on his design, which cut latency by 30%.',
    );
    expect(r.tooShort).toBe(true);
    expect(r.score).toBeGreaterThan(3);
  });

  it('never scores above 9, and below 9 without a lesson', () => {
    const story =
      'Situation: in 2023 my teammate and I disagreed about moving our reports to a new warehouse.\n' +
      'Task: I had to agree a plan with him before the quarter started.\n' +
      'Action: I listened to his concerns, I built a two-week pilot with both designs and I shared the costs.\n' +
      'Result: we agreed on his schema with my loading job, and report time fell from 40 to 12 minutes.';
    const without = rate(story);
    const withLesson = rate(
      `${story}\nLesson: I learned to test a disagreement with a small pilot before arguing.`,
    );
    expect(without.score).toBeLessThan(9);
    expect(withLesson.score).toBeLessThanOrEqual(9);
  });

  it('narrows the ask to the words naming the intent; the rest is setting', () => {
    const q = questionProfile('How do you keep a web application secure against the most common attacks?');
    expect(q.subject?.core).toEqual(expect.arrayContaining(keys('secure attack')));
    expect(q.subject?.core).not.toContain(conceptKey('application'));
    expect(q.subject?.context).toEqual(expect.arrayContaining(keys('web application')));
    // a cue word after a preposition is still what is asked ('walk me through a negotiation')
    const ask = focusAsk(
      { core: keys('reach'), context: keys('negotiation'), figures: [] },
      new Set(keys('negotiation reach')),
    );
    expect(ask.core).toEqual(keys('reach negotiation'));
    // no intent word in the ask: unchanged
    const plain = askOf('Return the first non-repeating character in a string.');
    expect(focusAsk(plain, new Set(keys('secure')))).toBe(plain);
  });

  it('does not count the question’s setting repeated back as answering it', () => {
    const r = rateAnswer(
      'Technical',
      answerFeatures(
        'To keep a web application fast, I look at bundle size first: code splitting per route, lazy loading heavy ' +
          'components and removing unused dependencies. Images should be served in modern formats, and static ' +
          'assets cached on a CDN with long max-age headers. On the server, caching expensive responses and adding ' +
          'database indexes gives the biggest wins. I measure with Lighthouse before and after each change.',
      ),
      questionProfile('How do you keep a web application secure against the most common attacks?'),
      [],
    );
    expect(r.offTopic).toBe(true);
  });
});
