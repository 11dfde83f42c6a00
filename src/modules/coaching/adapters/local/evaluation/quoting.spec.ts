import { describe, expect, it } from 'vitest';
import { LocalAnswerEvaluator } from '../local-answer-evaluator.ts';
import { LocalReportWriter } from '../local-report-writer.ts';
import { cleanQuote, surfaceOf } from './quoting.ts';

const job = {
  title: 'Engineer',
  seniority: null,
  requiredSkills: [],
  preferredSkills: [],
  responsibilities: [],
};

describe('quotes in feedback', () => {
  it('keeps the answer’s own case and drops markup and STAR labels', () => {
    expect(cleanQuote('**Situation:** At my last company in Berlin')).toBe('At my last company in Berlin');
    expect(cleanQuote('```python def solve(items):')).toBe('def solve(items):');
    expect(cleanQuote('a '.repeat(80)).length).toBeLessThanOrEqual(82);
  });

  it('finds how the answer wrote a concept', () => {
    const owner = {};
    expect(surfaceOf(owner, 'We Pushed Back on the date, privately.', 'privat')).toBe('privately');
  });

  it('quotes actions and the example as the candidate wrote them', async () => {
    const result = await new LocalAnswerEvaluator().evaluate({
      type: 'Behavioral',
      question: 'Tell me about a time you took ownership of a problem.',
      answer:
        'Situation: At my last company our nightly export to Salesforce failed twice a week. ' +
        'I owned the fix although it was not my job. I ran the job by hand, I traced the failures to a ' +
        'timeout and I rewrote the batch step. As a result failures dropped from 8 a month to 0, and I learned ' +
        'to ask who owns a job before it breaks.',
      job,
    });
    const text = result.evaluation_criteria.map((c) => c.feedback).join(' ');
    expect(text).toContain('"I owned"');
    expect(text).toContain('"At my last company');
    expect(text).not.toMatch(/"i owned"|"situation:/);
  });

  it('never quotes a code fence in the roadmap', async () => {
    const answer = '```python\ndef solve(items):\n    return sorted(items)\n```';
    const evaluation = await new LocalAnswerEvaluator().evaluate({
      type: 'Coding',
      question: 'Write a Python function that sorts a list of meetings.',
      answer,
      job,
    });
    const report = await new LocalReportWriter().write({
      type: 'Coding',
      jobTitle: 'Engineer',
      job,
      answers: [
        { answerId: 'a1', questionNumber: 1, kind: 'main', question: 'Sort it.', answer, evaluation },
      ],
    } as Parameters<LocalReportWriter['write']>[0]);
    expect(report.improvementRoadmap).not.toContain('```');
    expect(report.improvementRoadmap).toContain('your code');
  });
});
