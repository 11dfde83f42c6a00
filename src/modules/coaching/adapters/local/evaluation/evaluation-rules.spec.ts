import { describe, expect, it } from 'vitest';
import { answerFeatures } from '../answer-features.ts';
import { analyseCode, splitCode } from './code-analysis.ts';
import { conceptKey } from './lemmas.ts';
import { quantities } from './quantities.ts';
import { questionProfile } from './question-profile.ts';
import { pastActions, starParts } from './star.ts';

describe('evaluation rules', () => {
  it('folds inflections to one key, irregular verbs included', () => {
    expect(conceptKey('led')).toBe(conceptKey('lead'));
    expect(conceptKey('queries')).toBe(conceptKey('query'));
    expect(conceptKey('disagreed')).toBe(conceptKey('disagree'));
  });

  it('finds STAR parts from labels and from prose cues', () => {
    const labelled = starParts(['Situation: we were late.', 'Task - ship it.', '**Result**: shipped.'], []);
    expect(Object.keys(labelled).sort()).toEqual(['result', 'situation', 'task']);
    const prose = starParts(
      [
        'Last spring our store was short of staff.',
        'My goal was to keep waits under ten minutes.',
        'We ended up with a 4-minute wait.',
      ],
      ['I hired'],
    );
    expect(prose.situation).toBeDefined();
    expect(prose.task).toBeDefined();
    expect(prose.result).toBeDefined();
    expect(prose.action).toBe('I hired');
  });

  it('reads first-person actions, not opinions', () => {
    expect(pastActions('i think it worked but i then rewrote the tests and we shipped'.split(' '))).toEqual([
      'I rewrote',
      'we shipped',
    ]);
  });

  it('counts numerals, money, percentages and number words', () => {
    const found = quantities(
      'We cut p95 to 180 ms, saved $12k, doubled sign-ups, took three weeks and a third less time, 18%.',
    );
    for (const q of ['180 ms', '$12k', 'doubled', 'three weeks', 'a third', '18%', 'p95'])
      expect(found).toContain(q);
    expect(quantities('I talked to one of them.')).toEqual([]);
  });

  it('classifies what a question asks', () => {
    const ids = (q: string) => questionProfile(q).intents.map((i) => i.id);
    expect(ids('Tell me about a time you disagreed with your manager.')).toContain('conflict');
    expect(ids('Our checkout page is slow. How would you speed it up?')).toContain('performance');
    expect(ids('Tell me about a mistake you made.')).toContain('failure');
    expect(ids('How do you safely administer a high-alert medication?')).toContain('clinical_care');
    expect(questionProfile('Write a function that checks if brackets are balanced.').task?.id).toBe(
      'brackets',
    );
  });

  it('judges a performance answer by its vocabulary, not by shared words', () => {
    const f = answerFeatures(
      'I would profile p95 latency, read the query plan, add caching and cut load time.',
    );
    const q = questionProfile('How would you improve the performance of our API?');
    const found = q.family.filter((t) => t.keys.every((k) => f.concepts.set.has(k))).map((t) => t.text);
    expect(found).toEqual(expect.arrayContaining(['p95', 'query plan', 'caching', 'load time']));
  });

  it('extracts code and tells a stub from a solution', () => {
    const { code } = splitCode(
      'Here it is:\n```js\nfunction f(xs) {\n  // TODO\n  return null;\n}\n```\nDone.',
    );
    expect(analyseCode(code, '').stub).toBe(true);
    const real = splitCode(
      'def merge(xs):\n    xs.sort()\n    out = []\n    for s, e in xs:\n        out.append([s, e])\n    return out',
    );
    const c = analyseCode(real.code, real.prose);
    expect(c).toMatchObject({ stub: false, definesFunction: true, readsInput: true, returns: true });
    expect(c.loops).toBeGreaterThan(0);
  });

  // how long these take is measured in scripts/hostile-input.check.spec.ts, outside the unit tier
  it('reads huge and pathological input to the end', () => {
    const inputs = [
      'a'.repeat(100_000),
      `${'(['.repeat(30_000)}`,
      `I ${'really '.repeat(15_000)}`,
      `${'1,'.repeat(40_000)}`,
    ];
    for (const text of inputs) expect(() => answerFeatures(text)).not.toThrow();
  });
});
