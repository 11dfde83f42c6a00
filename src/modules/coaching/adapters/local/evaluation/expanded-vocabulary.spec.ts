import { describe, expect, it } from 'vitest';
import { answerFeatures } from '../answer-features.ts';
import { aboutAnotherSubject, rateAnswer } from '../rubric.ts';
import { expandedVocabulary, questionProfile } from './question-profile.ts';

const texts = (keys: string[]) => expandedVocabulary(new Set(keys)).map((t) => t.text);

const QUESTION = 'Tell me about a time you lowered costs for your department.';
const rate = (answer: string) =>
  rateAnswer('Behavioral', answerFeatures(answer), questionProfile(QUESTION), []);

describe('expanded vocabulary of a question no intent covers', () => {
  it('pulls in the related-word lists a question word appears in', () => {
    const words = texts(['cost']);
    expect(words).toEqual(expect.arrayContaining(['spend', 'money', 'saving']));
  });

  it('leaves out words common to many subjects and the question words themselves', () => {
    const words = texts(['cost']);
    expect(words).not.toContain('cost');
    expect(words).not.toContain('result');
  });

  it('is only built when no intent is recognised with confidence', () => {
    expect(questionProfile('Tell me about a time you disagreed with your manager.').expanded).toEqual([]);
    expect(questionProfile(QUESTION).confident).toBe(false);
    expect(questionProfile(QUESTION).expanded.length).toBeGreaterThan(0);
  });
});

describe('another subject, without a confident intent', () => {
  const ask = { core: [], context: ['department'], figures: [], points: 0, share: 0 };
  it('needs another intent clearly signalled and none of what is asked', () => {
    expect(aboutAnotherSubject({ ask, expanded: [], related: [] } as never, 3)).toBe(true);
    expect(aboutAnotherSubject({ ask, expanded: [], related: [] } as never, 1)).toBe(false);
    expect(
      aboutAnotherSubject({ ask: { ...ask, core: ['cost'] }, expanded: [], related: [] } as never, 3),
    ).toBe(false);
    expect(
      aboutAnotherSubject({ ask, expanded: ['budget', 'spend', 'saving'], related: [] } as never, 3),
    ).toBe(false);
  });

  it('judges a hiring story told to a cost question off topic', () => {
    const s = rate(
      'Last year I had to hire and onboard a team of eight new starters in five weeks for a new office. I wrote the job ads with HR, interviewed thirty candidates and built a two-week induction, and I paired each new hire with a buddy. As a result all eight started on time and seven were still with us a year later.',
    );
    expect(s.offTopic).toBe(true);
  });

  it('keeps a cost story told in other words on topic', () => {
    const s = rate(
      'Our department was 10% over its budget, so I reviewed every supplier contract. I found we paid three vendors for the same software licences, so I consolidated them onto one and renegotiated the price. I also cut spending on couriers by batching shipments. As a result we saved 60,000 a year and came in under budget.',
    );
    expect(s.offTopic).toBe(false);
    expect(s.score).toBeGreaterThan(5);
  });
});

describe('confidence from one cue word', () => {
  it('comes from the head of the ask, not from a purpose at its end', () => {
    const purpose = questionProfile(
      'Tell me about a time you picked up a new programming language to deliver a feature.',
    );
    expect(purpose.intents.map((i) => i.id)).toEqual(['project_delivery']);
    expect(purpose.confident).toBe(false);
    expect(
      questionProfile('Tell me about a time you gave difficult feedback to a colleague.').confident,
    ).toBe(true);
  });
});
