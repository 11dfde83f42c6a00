import { describe, expect, it } from 'vitest';
import type { EvaluationRequest } from '../domain/evaluation.ts';
import type { AnswerEvaluator } from '../ports/answer-evaluator.ts';
import { EvaluateAnswer } from './evaluate-answer.ts';

const request: EvaluationRequest = {
  type: 'Technical',
  question: 'How do you index a table?',
  answer: 'By the columns the queries filter on.',
  job: { title: 'Engineer', seniority: null, requiredSkills: [], preferredSkills: [], responsibilities: [] },
};

describe('EvaluateAnswer', () => {
  it('answers what the evaluator found', async () => {
    const ok = { status: 'ok' as const, score: 7.5, evaluation_criteria: [] };
    expect(await new EvaluateAnswer({ evaluate: async () => ok }).execute(request)).toBe(ok);
  });

  it('turns a rejecting evaluator into an error result, never a lost answer', async () => {
    const failing: AnswerEvaluator = { evaluate: () => Promise.reject(new Error('boom')) };
    const result = await new EvaluateAnswer(failing).execute(request);
    expect(result).toMatchObject({
      status: 'error',
      score: null,
      feedback: 'The AI evaluation could not be completed.',
    });
    expect(result.evaluation_criteria.map((c) => c.rating)).toEqual(['Error', 'Error', 'Error']);
  });

  it('gives up on an evaluator that hangs', async () => {
    const hanging: AnswerEvaluator = { evaluate: () => new Promise(() => {}) };
    const result = await new EvaluateAnswer(hanging, 20).execute(request);
    expect(result).toMatchObject({
      status: 'error',
      feedback: 'The evaluation took too long. Please try again.',
    });
  });
});
