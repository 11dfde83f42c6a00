import { describe, expect, it } from 'vitest';
import { failedEvaluation } from '../../coaching/index.ts';
import { fakeDeps, goodEvaluation } from '../../../../test/support/interviewing-fakes.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import { EvaluateStoredAnswer } from './evaluate-stored-answer.ts';
import { EndInterview } from './end-interview.ts';
import { GetSessionSummary } from './get-session-summary.ts';
import { ReevaluateAnswer } from './reevaluate-answer.ts';
import { StartInterview } from './start-interview.ts';
import { SubmitAnswer } from './submit-answer.ts';
import { SubmitAudioAnswer } from './submit-audio-answer.ts';

const settings = {
  userId: 'u1',
  resumeId: 'r1',
  jobId: 'j1',
  interviewType: 'Behavioral' as const,
  persona: 'Friendly & Encouraging' as const,
  durationMinutes: 30,
  questionCount: 2,
  format: 'text' as const,
};
const LONG = 'I led the migration of our billing service and cut latency by half.';

/** The input of a text answer by u1 to a question of their session. */
function textAnswer(sessionId: string, questionId: string | null, answerText = LONG) {
  return { userId: 'u1', sessionId, questionId: questionId ?? '', answerText, format: 'text' as const };
}

describe('the interview flow', () => {
  it('stores the answer before the interviewer runs, so a failing interviewer loses nothing', async () => {
    const { deps, sessions } = fakeDeps();
    const started = await new StartInterview(deps).execute(settings);
    deps.interviewer.next = async () => {
      throw new Error('provider down');
    };
    const submit = new SubmitAnswer(deps);
    const input = textAnswer(started.sessionId, started.nextQuestion.questionId);
    await expect(submit.execute(input)).rejects.toThrow('provider down');
    expect(sessions.answers.map((a) => a.answerText)).toEqual([LONG]);
  });

  it('seeds the plan with the session, so each session on the same documents gets its own questions', async () => {
    const { deps } = fakeDeps();
    const seeds: (string | undefined)[] = [];
    const plan = deps.interviewer.plan;
    deps.interviewer.plan = async (request) => {
      seeds.push(request.seed);
      return plan(request);
    };
    const first = await new StartInterview(deps).execute(settings);
    const second = await new StartInterview(deps).execute(settings);
    expect(seeds).toEqual([first.sessionId, second.sessionId]);
  });

  it('queues an evaluation lost to a restart again when the report is read, and only then', async () => {
    const clock = new FixedClock('2026-11-22T09:00:00Z');
    const { deps, scheduler } = fakeDeps({ clock });
    const started = await new StartInterview(deps).execute(settings);
    await new SubmitAnswer(deps).execute(textAnswer(started.sessionId, started.nextQuestion.questionId));
    // the process restarts before the evaluation runs: its queue is gone, the answer stays pending
    const [answerId] = scheduler.queued.splice(0);
    const summary = new GetSessionSummary(deps);
    await summary.execute('u1', started.sessionId);
    expect(scheduler.queued).toEqual([]);
    clock.advance(2 * 60_000);
    await summary.execute('u1', started.sessionId);
    await summary.execute('u1', started.sessionId);
    expect(scheduler.queued).toEqual([answerId]);
  });

  it('scores the session with an evaluation that finished after the session ended', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { deps, sessions, scheduler } = fakeDeps({
      evaluator: {
        execute: async () => {
          await gate;
          return goodEvaluation(8);
        },
      },
    });
    const started = await new StartInterview(deps).execute(settings);
    await new SubmitAnswer(deps).execute(textAnswer(started.sessionId, started.nextQuestion.questionId));
    const [answerId = ''] = scheduler.queued.splice(0);
    const evaluating = new EvaluateStoredAnswer(deps).execute(answerId);
    // the person ends the session while the evaluation is still running: nothing to score yet
    await new EndInterview(deps).execute('u1', started.sessionId);
    expect((await sessions.findById(started.sessionId))?.score).toBeNull();
    release();
    await evaluating;
    expect((await sessions.findById(started.sessionId))?.score).toBe(8);
  });

  it('keeps the newer report when an older one takes longer to write', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writes = 0;
    const { deps, sessions, scheduler } = fakeDeps({
      reports: {
        write: async (request) => {
          writes += 1;
          // the first report (one answer evaluated) is slow, like a language model
          if (writes === 2) await gate;
          return { skillScores: [], improvementRoadmap: `${request.answers.length} answers` };
        },
      },
    });
    const started = await new StartInterview(deps).execute({ ...settings, questionCount: 2 });
    const submit = new SubmitAnswer(deps);
    const first = await submit.execute(textAnswer(started.sessionId, started.nextQuestion.questionId));
    await submit.execute(textAnswer(started.sessionId, first.nextQuestion.questionId));
    // the session completed (report 1: nothing evaluated yet); now both evaluations finish
    const [a = '', b = ''] = scheduler.queued.splice(0);
    const evaluate = new EvaluateStoredAnswer(deps);
    const slow = evaluate.execute(a);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await evaluate.execute(b);
    release();
    await slow;
    expect((await sessions.findById(started.sessionId))?.improvementRoadmap).toBe('2 answers');
  });

  it('stores a failed evaluation as status error; Try Again stores the new one and rescores the session', async () => {
    let fail = true;
    const { deps, sessions, scheduler } = fakeDeps({
      evaluator: { execute: async () => (fail ? failedEvaluation() : goodEvaluation(8)) },
    });
    const evaluate = new EvaluateStoredAnswer(deps);
    scheduler.run = (id) => evaluate.execute(id);
    const started = await new StartInterview(deps).execute(settings);
    const submit = new SubmitAnswer(deps);
    const next = await submit.execute(textAnswer(started.sessionId, started.nextQuestion.questionId));
    expect(next.nextQuestion.questionType).toBe('main');
    expect(sessions.answers[0]?.evaluation.status).toBe('pending');
    await scheduler.settled();
    expect(sessions.answers[0]?.evaluation).toMatchObject({ status: 'error', score: null });
    await new EndInterview(deps).execute('u1', started.sessionId);
    expect(sessions.sessions.get(started.sessionId)?.score).toBeNull();

    await expect(
      new ReevaluateAnswer(deps, evaluate).execute('intruder', sessions.answers[0]?.id ?? ''),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    fail = false;
    const retried = await new ReevaluateAnswer(deps, evaluate).execute('u1', sessions.answers[0]?.id ?? '');
    expect(retried).toMatchObject({ evaluation: { status: 'ok', score: 8 }, thread_score: 8 });
    const summary = await new GetSessionSummary(deps).execute('u1', started.sessionId);
    expect(summary.session.score).toBe(8);
    expect(JSON.parse(summary.breakdown[0]?.evaluation_result ?? '{}').status).toBe('ok');
  });

  it('asks a follow-up after a thin answer and completes after the last main thread', async () => {
    const { deps } = fakeDeps();
    const started = await new StartInterview(deps).execute(settings);
    const submit = new SubmitAnswer(deps);
    const send = (questionId: string | null, answerText: string) =>
      submit.execute(textAnswer(started.sessionId, questionId, answerText));
    const follow = await send(started.nextQuestion.questionId, 'Yes.');
    expect(follow.nextQuestion.questionType).toBe('follow-up');
    const second = await send(follow.nextQuestion.questionId, LONG);
    expect(second.nextQuestion).toMatchObject({ questionType: 'main', text: 'Main 2?' });
    const done = await send(second.nextQuestion.questionId, LONG);
    expect(done.nextQuestion).toMatchObject({ questionType: 'complete', questionId: null });
    await expect(send(second.nextQuestion.questionId, LONG)).resolves.toMatchObject({
      nextQuestion: { questionType: 'complete' },
    });
  });

  it('transcribes a recorded answer, stores the transcript with pace and fillers, and speaks the next question', async () => {
    const { deps, sessions } = fakeDeps({
      speechToText: {
        available: true,
        transcribe: async () => ({ status: 'ok', text: `Um, ${LONG}`, durationSeconds: 6 }),
      },
      textToSpeech: {
        available: true,
        synthesize: async () => ({ status: 'ok', audio: new Uint8Array([1, 2, 3]), mimeType: 'audio/mpeg' }),
      },
    });
    const started = await new StartInterview(deps).execute(settings);
    expect(started.nextQuestion.audioUrl).toMatch(/^\/api\/files\/interviews\//);
    const audio = new SubmitAudioAnswer(deps, new SubmitAnswer(deps));
    const res = await audio.execute({
      userId: 'u1',
      sessionId: started.sessionId,
      questionId: started.nextQuestion.questionId ?? '',
      format: 'voice',
      audio: new Uint8Array(2000),
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(res.transcript).toBe(`Um, ${LONG}`);
    expect(res.nextQuestion.audioUrl).toMatch(/\.mp3\?signed$/);
    expect(sessions.answers[0]?.delivery?.wordsPerMinute).toBeGreaterThan(0);
    expect(sessions.answers[0]?.delivery?.fillerWords).toEqual(
      expect.arrayContaining([expect.objectContaining({ word: 'um' })]),
    );
  });

  it('answers 422 when the recording holds no speech', async () => {
    const { deps } = fakeDeps({
      speechToText: {
        available: true,
        transcribe: async () => ({ status: 'ok', text: '  ', durationSeconds: 2 }),
      },
    });
    const started = await new StartInterview(deps).execute(settings);
    const audio = new SubmitAudioAnswer(deps, new SubmitAnswer(deps));
    await expect(
      audio.execute({
        userId: 'u1',
        sessionId: started.sessionId,
        questionId: started.nextQuestion.questionId ?? '',
        format: 'voice',
        audio: new Uint8Array(2000),
        mimeType: 'audio/webm',
      }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: 'No speech detected.' });
  });
});
