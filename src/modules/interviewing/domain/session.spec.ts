import { describe, expect, it } from 'vitest';
import { PENDING_EVALUATION, sessionScore, sessionTitle, threadScore } from './session.ts';

const ok = (score: number) => ({ status: 'ok' as const, score, evaluation_criteria: [] });

describe('session scoring', () => {
  it('scores a thread from its successful evaluations only, one decimal', () => {
    expect(threadScore([ok(7), ok(8), PENDING_EVALUATION])).toBe(7.5);
    expect(threadScore([ok(7), ok(8), ok(8)])).toBe(7.7);
    expect(
      threadScore([PENDING_EVALUATION, { status: 'error', score: null, evaluation_criteria: [] }]),
    ).toBeNull();
  });

  it('averages scored threads into the session score, null when none is scored', () => {
    expect(sessionScore([6, null, 9])).toBe(7.5);
    expect(sessionScore([null])).toBeNull();
  });

  it('names the session after the type and the job title', () => {
    expect(sessionTitle('Technical', ' Backend Engineer ')).toBe('Technical Interview: Backend Engineer');
    expect(sessionTitle('Coding', '')).toBe('Coding Interview');
  });
});
