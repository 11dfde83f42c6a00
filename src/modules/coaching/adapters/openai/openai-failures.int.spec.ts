import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OpenAiAnswerEvaluator } from './openai-answer-evaluator.ts';
import { OpenAiDocumentUnderstanding } from './openai-document-understanding.ts';
import { apiError, chatCompletions, completion, gateway } from './openai-test-support.ts';

const job = {
  title: 'Engineer',
  seniority: null,
  requiredSkills: ['Python'],
  preferredSkills: [],
  responsibilities: [],
};
const validJob = {
  title: 'Backend Engineer',
  seniority: 'Senior',
  requiredSkills: ['Python'],
  preferredSkills: [],
  responsibilities: ['Build APIs'],
};
const structureJob = (settings = {}) =>
  new OpenAiDocumentUnderstanding(gateway(settings), 'gpt-test').structureJob('Backend Engineer…');

describe('OpenAI failures become typed provider errors', () => {
  it('retries a 429 a bounded number of times, then reports the rate limit', async () => {
    const seen = chatCompletions(() => apiError(429, 'Rate limit reached for requests'));
    await expect(structureJob()).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      reason: 'rate_limited',
      provider: 'openai',
    });
    expect(seen).toHaveLength(2); // the call and OPENAI_MAX_RETRIES=1 retry
  });

  it('recovers when a retry succeeds', async () => {
    const seen = chatCompletions(() => apiError(503, 'overloaded'), validJob);
    await expect(structureJob()).resolves.toEqual(validJob);
    expect(seen).toHaveLength(2);
  });

  it('reports 5xx answers as unavailable', async () => {
    chatCompletions(() => apiError(500, 'The server had an error while processing your request.'));
    await expect(structureJob()).rejects.toMatchObject({
      reason: 'unavailable',
      message: 'The AI provider is unavailable right now. Please try again later.',
    });
  });

  it('gives up at the timeout', async () => {
    chatCompletions(async () => {
      await delay(1_000);
      return HttpResponse.json(completion(JSON.stringify(validJob)));
    });
    await expect(structureJob({ timeoutMs: 100, maxRetries: 0 })).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('treats output that is not JSON as malformed', async () => {
    chatCompletions(() => HttpResponse.json(completion('Sure! Here is the job: {title: ')));
    await expect(structureJob()).rejects.toMatchObject({ reason: 'malformed_output' });
  });

  it('treats JSON that breaks the schema as malformed', async () => {
    chatCompletions({ title: 'Engineer', seniority: 'Godlike', requiredSkills: 'Python' });
    await expect(structureJob()).rejects.toMatchObject({ reason: 'malformed_output' });
  });

  it('treats a refusal and a rejected key as refused', async () => {
    chatCompletions(() => HttpResponse.json(completion('', { refusal: 'I cannot help with that.' })));
    await expect(structureJob()).rejects.toMatchObject({ reason: 'rejected' });
    chatCompletions(() => apiError(401, 'Incorrect API key provided'));
    await expect(structureJob()).rejects.toMatchObject({ reason: 'rejected' });
  });
});

describe('a failed evaluation is a value', () => {
  const evaluate = (settings = {}) =>
    new OpenAiAnswerEvaluator(gateway(settings), 'gpt-test').evaluate({
      type: 'Technical',
      question: 'Why?',
      answer: 'Because.',
      job,
    });

  it.each([
    [
      'a rate limit',
      () => apiError(429, 'Rate limit reached'),
      'The AI provider is busy right now. Please try again in a moment.',
    ],
    [
      'a server error',
      () => apiError(502, 'Bad gateway'),
      'The AI provider is unavailable right now. Please try again later.',
    ],
    [
      'malformed output',
      () => HttpResponse.json(completion('{"criteria": "great"}')),
      'The AI provider gave an answer that could not be used. Please try again.',
    ],
  ])('%s gives status error with the reason, not an exception', async (_name, reply, feedback) => {
    chatCompletions(reply);
    const result = await evaluate();
    expect(result).toMatchObject({ status: 'error', score: null, feedback });
    expect(result.evaluation_criteria.map((c) => c.rating)).toEqual(['Error', 'Error', 'Error']);
  });

  it('a timeout gives status error too', async () => {
    chatCompletions(async () => {
      await delay(1_000);
      return HttpResponse.json(completion('{}'));
    });
    expect(await evaluate({ timeoutMs: 100, maxRetries: 0 })).toMatchObject({ status: 'error', score: null });
  });
});
