import { describe, expect, it } from 'vitest';
import {
  countsTowardAllowance,
  endedWithoutAnswers,
  hasTimedOut,
  isAnswered,
  isBlankAnswer,
  isCurrentQuestion,
  isFinished,
  PENDING_EVALUATION,
  sessionScore,
  scoreText,
  sessionTitle,
  threadMean,
  threadScore,
  TIME_UP_GRACE_MS,
  timeUpAt,
  whyCannotAnswer,
} from './session.ts';

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

  it("rounds a thread's mean once, a half away from zero, though binary holds 2.35 as 2.3499…", () => {
    // (0.1 + 4.6) / 2 is 2.3499999999999996 in binary: still the half 2.35
    expect(threadMean([ok(0.1), ok(4.6)])).toBeLessThan(2.35);
    expect(threadScore([ok(0.1), ok(4.6)])).toBe(2.4);
    expect(scoreText(threadMean([ok(0.1), ok(4.6)]) ?? 0)).toBe('2.4');
    expect(threadScore([ok(0.4), ok(0.5)])).toBe(0.5);
  });

  it("scores the session from the threads' unrounded means, rounded once", () => {
    // threads of 0.4 and 0.5 (mean 0.45, shown 0.5) and 0.3 and 0.4 (mean 0.35, shown 0.4): the
    // session is the mean 0.4, not 0.45 rounded again from the shown 0.5 and 0.4
    const means = [threadMean([ok(0.4), ok(0.5)]), threadMean([ok(0.3), ok(0.4)])];
    expect(sessionScore(means)).toBe(0.4);
  });

  it('writes a score with one decimal as it is rounded', () => {
    expect(scoreText(7)).toBe('7.0');
    expect(scoreText(0.4)).toBe('0.4');
    expect(scoreText(7.25)).toBe('7.3');
  });

  it('names the session after the type and the job title', () => {
    expect(sessionTitle('Technical', ' Backend Engineer ')).toBe('Technical Interview: Backend Engineer');
    expect(sessionTitle('Coding', '')).toBe('Coding Interview');
  });
});

describe('time up', () => {
  const session = {
    createdAt: new Date('2026-11-22T10:00:00Z'),
    durationMinutes: 30,
    status: 'in_progress' as const,
  };
  const at = (iso: string) => new Date(iso);

  it('runs out the chosen number of minutes after the start', () => {
    expect(timeUpAt(session)).toEqual(at('2026-11-22T10:30:00Z'));
  });

  it('still takes an answer sent as the countdown reached zero', () => {
    expect(hasTimedOut(session, at('2026-11-22T10:30:00Z'))).toBe(false);
    expect(hasTimedOut(session, new Date(timeUpAt(session).getTime() + TIME_UP_GRACE_MS - 1))).toBe(false);
  });

  it('has timed out once the grace after time up has passed', () => {
    expect(hasTimedOut(session, new Date(timeUpAt(session).getTime() + TIME_UP_GRACE_MS))).toBe(true);
  });

  it('never times out a finished session again', () => {
    expect(hasTimedOut({ ...session, status: 'completed' }, at('2026-11-23T00:00:00Z'))).toBe(false);
  });
});

describe('blank answers', () => {
  it('refuses blanks, line breaks and invisible characters alone', () => {
    for (const text of ['', ' ', '  \n\t ', '\u00a0\u2003', '\u200b\u200d\ufeff', '\r\n']) {
      expect(isBlankAnswer(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('takes anything with a visible character, however short', () => {
    for (const text of ['a', ' 42 ', 'Yes.', '\u200bno', '日本']) expect(isBlankAnswer(text)).toBe(false);
  });
});

describe('which answers a session takes', () => {
  const open = {
    createdAt: new Date('2026-11-22T10:00:00Z'),
    durationMinutes: 30,
    status: 'in_progress' as const,
  };
  const asked = [{ position: 0 }, { position: 1 }, { position: 2 }];
  const current = { position: 2 };
  const inTime = new Date('2026-11-22T10:10:00Z');
  const late = new Date(timeUpAt(open).getTime() + TIME_UP_GRACE_MS);

  it('is finished once completed, and open while in progress', () => {
    expect(isFinished({ status: 'completed' })).toBe(true);
    expect(isFinished({ status: 'in_progress' })).toBe(false);
  });

  it('waits on the last question asked only', () => {
    expect(isCurrentQuestion(current, asked)).toBe(true);
    expect(isCurrentQuestion({ position: 1 }, asked)).toBe(false);
    expect(isCurrentQuestion({ position: 3 }, asked)).toBe(false);
  });

  it('knows a question that already has its answer', () => {
    const answers = [{ questionId: 'q1' }];
    expect(isAnswered({ id: 'q1' }, answers)).toBe(true);
    expect(isAnswered({ id: 'q2' }, answers)).toBe(false);
  });

  it('takes an answer to the current question of an open session in time', () => {
    expect(whyCannotAnswer(open, current, asked, inTime)).toBeNull();
  });

  it('refuses any answer once the session is finished', () => {
    expect(whyCannotAnswer({ ...open, status: 'completed' }, current, asked, inTime)).toBe('finished');
  });

  it('refuses an answer once the time and its grace are up', () => {
    expect(whyCannotAnswer(open, current, asked, late)).toBe('timed_out');
  });

  it('refuses an answer to a question the interview is no longer waiting on', () => {
    expect(whyCannotAnswer(open, { position: 1 }, asked, inTime)).toBe('not_current');
  });

  it('says finished before time up, and time up before the wrong question', () => {
    expect(whyCannotAnswer({ ...open, status: 'completed' }, { position: 1 }, asked, late)).toBe('finished');
    expect(whyCannotAnswer(open, { position: 1 }, asked, late)).toBe('timed_out');
  });
});

describe('a session that ended before any answer was recorded', () => {
  const ended = { status: 'completed' as const };
  const open = { status: 'in_progress' as const };

  it('has nothing to score once it ended unanswered; an open one has not ended', () => {
    expect(endedWithoutAnswers(ended, 0)).toBe(true);
    expect(endedWithoutAnswers(ended, 1)).toBe(false);
    expect(endedWithoutAnswers(open, 0)).toBe(false);
  });

  it('does not count toward the Free allowance; an open session and an answered one do', () => {
    expect(countsTowardAllowance(ended, 0)).toBe(false);
    expect(countsTowardAllowance(ended, 2)).toBe(true);
    expect(countsTowardAllowance(open, 0)).toBe(true);
  });
});
