import { describe, expect, it } from 'vitest';
import { failedEvaluation } from '../../coaching/index.ts';
import {
  goodEvaluation,
  type InterviewingFakes,
  interviewingFakes,
} from '../../../../test/support/interviewing-fakes.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import {
  NotCurrentQuestionError,
  SessionFinishedError,
  SessionTimedOutError,
} from '../domain/interviewing.errors.ts';
import { EvaluateStoredAnswer } from './evaluate-stored-answer.ts';
import { EndInterview } from './end-interview.ts';
import { type ReadyReport, SessionFinaliser } from './finalise-session.ts';
import { GetSessionSummary } from './get-session-summary.ts';
import type { NextStep } from './next-step.ts';
import { QuestionAudio } from './question-audio.ts';
import { ReevaluateAnswer } from './reevaluate-answer.ts';
import { StartInterview } from './start-interview.ts';
import { SubmitAnswer } from './submit-answer.ts';
import { SubmitAudioAnswer } from './submit-audio-answer.ts';
import { TimeUp } from './time-up.ts';

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

/** The id of the question the interview asks next; null when it closes. */
const idOf = (step: NextStep) => (step.kind === 'question' ? step.question.id : null);

/** The use cases over the fakes, each built with the ports it takes. */
function wireUseCases(f: InterviewingFakes, ready: ReadyReport[] = []) {
  const listener = { reportReady: async (report: ReadyReport) => void ready.push(report) };
  const finaliser = new SessionFinaliser(f.sessions, f.reports, f.problems, f.jobs, f.uow, [listener]);
  const timeUp = new TimeUp(f.sessions, finaliser, f.clock);
  const audio = new QuestionAudio(f.textToSpeech, f.questionAudio, f.sessions, f.problems);
  const submit = new SubmitAnswer(
    f.sessions,
    f.jobs,
    f.uow,
    f.interviewer,
    finaliser,
    timeUp,
    audio,
    f.clock,
    f.ids,
  );
  const evaluate = new EvaluateStoredAnswer(f.sessions, f.evaluator, f.jobs, f.uow);
  // the job queue runs what the use cases queued
  f.jobs.runEvaluation = (answerId) => evaluate.evaluatePending(answerId);
  f.jobs.runFinalisation = (sessionId) => finaliser.finaliseById(sessionId);
  return {
    start: new StartInterview(
      f.access,
      f.documents,
      f.sessions,
      f.sessions,
      f.understanding,
      f.interviewer,
      audio,
      f.clock,
      f.ids,
    ),
    submit,
    submitAudio: new SubmitAudioAnswer(f.sessions, f.access, f.speechToText, submit),
    evaluate,
    reevaluate: new ReevaluateAnswer(f.sessions, f.access, evaluate),
    end: new EndInterview(f.sessions, finaliser, f.clock),
    summary: new GetSessionSummary(f.sessions, timeUp),
    finaliser,
    timeUp,
  };
}

/** Fakes (one may be replaced) and the use cases over them. */
function setup(overrides: Partial<InterviewingFakes> = {}) {
  const f = interviewingFakes(overrides);
  /** What the report listeners (the support module's notification) were told. */
  const ready: ReadyReport[] = [];
  return { ...f, f, ready, u: wireUseCases(f, ready) };
}

describe('the interview flow', () => {
  it('stores the answer before the interviewer runs, so a failing interviewer loses nothing', async () => {
    const { f, u, sessions } = setup();
    const started = await u.start.execute(settings);
    f.interviewer.next = async () => {
      throw new Error('provider down');
    };
    const submit = u.submit;
    const input = textAnswer(started.sessionId, idOf(started.first));
    await expect(submit.execute(input)).rejects.toThrow('provider down');
    expect(sessions.answers.map((a) => a.answerText)).toEqual([LONG]);
  });

  it('seeds the plan with the session, so each session on the same documents gets its own questions', async () => {
    const { f, u } = setup();
    const seeds: (string | undefined)[] = [];
    const plan = f.interviewer.plan;
    f.interviewer.plan = async (request) => {
      seeds.push(request.seed);
      return plan(request);
    };
    const first = await u.start.execute(settings);
    const second = await u.start.execute(settings);
    expect(seeds).toEqual([first.sessionId, second.sessionId]);
  });

  it('structures the resume from its layout text and the job from its plain text', async () => {
    const { f, u } = setup();
    const read: string[] = [];
    const { structureResume, structureJob } = f.understanding;
    f.understanding.structureResume = (text) => {
      read.push(`resume: ${text}`);
      return structureResume(text);
    };
    f.understanding.structureJob = (text) => {
      read.push(`job: ${text}`);
      return structureJob(text);
    };
    await u.start.execute(settings);
    expect(read.sort()).toEqual([`job: text of ${settings.jobId}`, `resume: layout of ${settings.resumeId}`]);
  });

  it("plans from the person's corrected reading of the resume, without reading the resume again", async () => {
    const { f, u } = setup();
    const corrected = await f.understanding.structureResume('any');
    corrected.contactInfo.name = 'Corrected Name';
    const { textOf } = f.documents;
    f.documents.textOf = async (userId, id, kind) => ({
      ...(await textOf(userId, id, kind)),
      reading: kind === 'resume' ? corrected : null,
    });
    const resumes: unknown[] = [];
    f.understanding.structureResume = async (text) => {
      resumes.push(text);
      return corrected;
    };
    const planned: unknown[] = [];
    const plan = f.interviewer.plan.bind(f.interviewer);
    f.interviewer.plan = async (request) => {
      planned.push(request.resume);
      return plan(request);
    };
    await u.start.execute(settings);
    expect(resumes).toEqual([]);
    expect(planned).toEqual([corrected]);
  });

  it('queues the evaluation with the answer; its job run again once the evaluation landed does nothing', async () => {
    let evaluations = 0;
    const { u, jobs, sessions } = setup({
      evaluator: {
        execute: async () => {
          evaluations += 1;
          return goodEvaluation(7);
        },
      },
    });
    const started = await u.start.execute(settings);
    await u.submit.execute(textAnswer(started.sessionId, idOf(started.first)));
    const [answerId = ''] = jobs.evaluations;
    expect(sessions.answers.map((a) => a.id)).toEqual([answerId]);
    await jobs.settled();
    // a crash after the evaluation was stored but before its job was marked done runs it again
    await jobs.runEvaluation(answerId);
    expect(evaluations).toBe(1);
    expect(sessions.answers[0]?.evaluation).toMatchObject({ status: 'ok', score: 7 });
  });

  it('ends a session left open past its time from the scheduled sweep, with nobody reading it', async () => {
    const clock = new FixedClock('2026-11-22T09:00:00Z');
    const { u, jobs, sessions } = setup({ clock });
    const left = await u.start.execute({ ...settings, durationMinutes: 15 });
    const running = await u.start.execute({ ...settings, durationMinutes: 30 });
    await u.submit.execute(textAnswer(left.sessionId, idOf(left.first)));
    clock.advance(16 * 60_000);
    expect(await u.timeUp.sweep()).toBe(1);
    const ended = await sessions.findById(left.sessionId);
    expect(ended).toMatchObject({ status: 'completed', endedAt: new Date('2026-11-22T09:15:00Z') });
    expect((await sessions.findById(running.sessionId))?.status).toBe('in_progress');
    await jobs.settled();
    expect((await sessions.findById(left.sessionId))?.score).toBe(7);
    expect(await u.timeUp.sweep()).toBe(0);
  });

  it('sweeps in batches until every session past its time and grace is ended, each scored once', async () => {
    const clock = new FixedClock('2026-11-22T09:00:00Z');
    const { u, jobs, sessions } = setup({ clock });
    const started = [];
    for (let i = 0; i < 5; i += 1) started.push(await u.start.execute({ ...settings, durationMinutes: 15 }));
    // up at 09:15, but an answer may still arrive within the minute's grace
    clock.advance(15 * 60_000 + 59_000);
    expect(await u.timeUp.sweep(undefined, 2)).toBe(0);
    clock.advance(1_000);
    jobs.finalisations.length = 0;
    expect(await u.timeUp.sweep(undefined, 2)).toBe(5);
    expect(jobs.finalisations.sort()).toEqual(started.map((s) => s.sessionId).sort());
    for (const { sessionId } of started)
      expect(await sessions.findById(sessionId)).toMatchObject({
        status: 'completed',
        endedAt: new Date('2026-11-22T09:15:00Z'),
      });
    expect(await u.timeUp.sweep(undefined, 2)).toBe(0);
  });

  it('stops sweeping after the batch in hand when the instance stops, and the next run goes on', async () => {
    const clock = new FixedClock('2026-11-22T09:00:00Z');
    const { u, sessions } = setup({ clock });
    for (let i = 0; i < 5; i += 1) await u.start.execute({ ...settings, durationMinutes: 15 });
    clock.advance(20 * 60_000);
    const stopping = new AbortController();
    const endSessionsDueBy = sessions.endSessionsDueBy.bind(sessions);
    sessions.endSessionsDueBy = async (instant, limit) => {
      const ended = await endSessionsDueBy(instant, limit);
      stopping.abort();
      return ended;
    };
    expect(await u.timeUp.sweep(stopping.signal, 2)).toBe(2);
    expect(await u.timeUp.sweep(new AbortController().signal, 2)).toBe(3);
  });

  it('scores the session with an evaluation that finished after the session ended', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { u, sessions, jobs } = setup({
      evaluator: {
        execute: async () => {
          await gate;
          return goodEvaluation(8);
        },
      },
    });
    const started = await u.start.execute(settings);
    await u.submit.execute(textAnswer(started.sessionId, idOf(started.first)));
    const [answerId = ''] = jobs.evaluations.splice(0);
    const evaluating = u.evaluate.execute(answerId);
    // the person ends the session while the evaluation is still running: nothing to score yet
    await u.end.execute('u1', started.sessionId);
    await jobs.settled();
    expect((await sessions.findById(started.sessionId))?.score).toBeNull();
    release();
    await evaluating;
    await jobs.settled();
    expect((await sessions.findById(started.sessionId))?.score).toBe(8);
  });

  it('tells the report listeners once every evaluation landed, and again on each rewrite', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { u, jobs, ready } = setup({
      evaluator: {
        execute: async () => {
          await gate;
          return goodEvaluation(8);
        },
      },
    });
    const started = await u.start.execute(settings);
    await u.submit.execute(textAnswer(started.sessionId, idOf(started.first)));
    const [answerId = ''] = jobs.evaluations.splice(0);
    const evaluating = u.evaluate.execute(answerId);
    await u.end.execute('u1', started.sessionId);
    await jobs.settled();
    // scored without the pending evaluation: not ready yet
    expect(ready).toEqual([]);
    release();
    await evaluating;
    await jobs.settled();
    expect(ready).toEqual([
      { sessionId: started.sessionId, userId: 'u1', title: expect.any(String), score: 8 },
    ]);
    // finalised again (a retried job): the listener hears it again and must be idempotent
    await u.finaliser.finaliseById(started.sessionId);
    expect(ready).toHaveLength(2);
  });

  it('ends a session without answers with nothing to score: no report written, nobody told', async () => {
    const writes: unknown[] = [];
    const { u, jobs, ready, sessions } = setup({
      reports: {
        write: async (request) => {
          writes.push(request);
          return { skillScores: [{ skill: 'Communication', score: 0 }], improvementRoadmap: 'Try Again' };
        },
      },
    });
    const started = await u.start.execute(settings);
    await u.end.execute('u1', started.sessionId);
    await jobs.settled();
    // a retried scoring job changes nothing
    await u.finaliser.finaliseById(started.sessionId);
    expect(writes).toEqual([]);
    expect(ready).toEqual([]);
    expect(await sessions.findById(started.sessionId)).toMatchObject({
      status: 'completed',
      score: null,
      skillScores: [],
      improvementRoadmap: '',
    });
    const report = await u.summary.execute('u1', started.sessionId);
    expect(report).toMatchObject({ endedWithoutAnswers: true, threads: [] });
  });

  it('scores a session with answers as before, its report not marked as ended without answers', async () => {
    const { u, jobs, ready } = setup();
    const started = await u.start.execute(settings);
    await u.submit.execute(textAnswer(started.sessionId, idOf(started.first)));
    await u.end.execute('u1', started.sessionId);
    await jobs.settled();
    expect(ready.map((r) => r.sessionId)).toContain(started.sessionId);
    expect(await u.summary.execute('u1', started.sessionId)).toMatchObject({ endedWithoutAnswers: false });
  });

  it('gives back the Free session of an interview ended without answers, not of an answered one', async () => {
    const seen: number[] = [];
    const { u } = setup({
      access: {
        assertMayUseAi: async () => undefined,
        assertWithinFreeAllowance: async (_user, _limit, used) => void seen.push(used),
        assertPaidFeature: async () => undefined,
      },
    });
    const unanswered = await u.start.execute(settings);
    const answered = await u.start.execute(settings);
    await u.submit.execute(textAnswer(answered.sessionId, idOf(answered.first)));
    // both open: both count
    await u.start.execute(settings);
    await u.end.execute('u1', unanswered.sessionId);
    await u.end.execute('u1', answered.sessionId);
    await u.start.execute(settings);
    // the three started before each start; the unanswered one no longer counts once ended
    expect(seen).toEqual([0, 1, 2, 2]);
  });

  it("scores the session from the threads' unrounded means, the same number as its threads show", async () => {
    const scores = [0.4, 0.5, 0.3, 0.4];
    const { u, jobs, sessions } = setup({
      evaluator: { execute: async () => goodEvaluation(scores.shift() ?? 0) },
    });
    const started = await u.start.execute({ ...settings, questionCount: 2 });
    // thin answers get one follow-up each: threads of 0.4 and 0.5, then 0.3 and 0.4
    let next = started.first;
    for (const text of ['Yes.', LONG, 'No.', LONG]) {
      next = (await u.submit.execute(textAnswer(started.sessionId, idOf(next), text))).next;
      await jobs.settled();
    }
    const report = await u.summary.execute('u1', started.sessionId);
    expect(report.threads.map((t) => t.threadScore)).toEqual([0.5, 0.4]);
    // the mean of 0.45 and 0.35, not 0.45 again from the shown 0.5 and 0.4
    expect((await sessions.findById(started.sessionId))?.score).toBe(0.4);
  });

  it('keeps the newer report when an older one takes longer to write', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let writes = 0;
    const { u, sessions, jobs } = setup({
      reports: {
        write: async (request) => {
          writes += 1;
          // the first report (one answer evaluated) is slow, like a language model
          if (writes === 2) await gate;
          return { skillScores: [], improvementRoadmap: `${request.answers.length} answers` };
        },
      },
    });
    const started = await u.start.execute({ ...settings, questionCount: 2 });
    const submit = u.submit;
    const first = await submit.execute(textAnswer(started.sessionId, idOf(started.first)));
    await submit.execute(textAnswer(started.sessionId, idOf(first.next)));
    // the session completed (report 1: nothing evaluated yet); now both evaluations finish, and
    // the report written after the first is slower than the one written after the second
    const [a = '', b = ''] = jobs.evaluations.splice(0);
    const [sessionId = ''] = jobs.finalisations.splice(0);
    await u.finaliser.finaliseById(sessionId);
    await u.evaluate.execute(a);
    const slow = u.finaliser.finaliseById(sessionId);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await u.evaluate.execute(b);
    await u.finaliser.finaliseById(sessionId);
    release();
    await slow;
    expect((await sessions.findById(started.sessionId))?.improvementRoadmap).toBe('2 answers');
  });

  it('stores a failed evaluation as status error; Try Again stores the new one and rescores the session', async () => {
    let fail = true;
    const { u, sessions, jobs } = setup({
      evaluator: { execute: async () => (fail ? failedEvaluation() : goodEvaluation(8)) },
    });
    const started = await u.start.execute(settings);
    const submit = u.submit;
    const next = await submit.execute(textAnswer(started.sessionId, idOf(started.first)));
    expect(next.next).toMatchObject({ kind: 'question', question: { kind: 'main' } });
    expect(sessions.answers[0]?.evaluation.status).toBe('pending');
    await jobs.settled();
    expect(sessions.answers[0]?.evaluation).toMatchObject({ status: 'error', score: null });
    await u.end.execute('u1', started.sessionId);
    await jobs.settled();
    expect(sessions.sessions.get(started.sessionId)?.score).toBeNull();

    await expect(u.reevaluate.execute('intruder', sessions.answers[0]?.id ?? '')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    fail = false;
    const retried = await u.reevaluate.execute('u1', sessions.answers[0]?.id ?? '');
    expect(retried).toMatchObject({ evaluation: { status: 'ok', score: 8 }, threadScore: 8 });
    await jobs.settled();
    const summary = await u.summary.execute('u1', started.sessionId);
    expect(summary.session.score).toBe(8);
    expect(summary.threads[0]?.main.answer.evaluation.status).toBe('ok');
  });

  it('asks a follow-up after a thin answer and completes after the last main thread', async () => {
    const { u } = setup();
    const started = await u.start.execute(settings);
    const submit = u.submit;
    const send = (questionId: string | null, answerText: string) =>
      submit.execute(textAnswer(started.sessionId, questionId, answerText));
    const follow = await send(idOf(started.first), 'Yes.');
    expect(follow.next).toMatchObject({ kind: 'question', question: { kind: 'follow-up' } });
    const second = await send(idOf(follow.next), LONG);
    expect(second.next).toMatchObject({ kind: 'question', question: { kind: 'main', text: 'Main 2?' } });
    const done = await send(idOf(second.next), LONG);
    expect(done.next).toEqual({ kind: 'complete', closingLine: 'Thanks!' });
    await expect(send(idOf(second.next), LONG)).resolves.toMatchObject({
      next: { kind: 'complete' },
    });
  });

  it('transcribes a recorded answer, stores the transcript with pace and fillers, and speaks the next question', async () => {
    const { u, sessions } = setup({
      speechToText: {
        available: true,
        transcribe: async () => ({ status: 'ok', text: `Um, ${LONG}`, durationSeconds: 6 }),
      },
      textToSpeech: {
        available: true,
        synthesize: async () => ({ status: 'ok', audio: new Uint8Array([1, 2, 3]), mimeType: 'audio/mpeg' }),
      },
    });
    const started = await u.start.execute(settings);
    expect(started.first).toMatchObject({ audioUrl: expect.stringMatching(/^\/api\/files\/interviews\//) });
    const audio = u.submitAudio;
    const res = await audio.execute({
      userId: 'u1',
      sessionId: started.sessionId,
      questionId: idOf(started.first) ?? '',
      format: 'voice',
      audio: new Uint8Array(2000),
      mimeType: 'audio/webm;codecs=opus',
    });
    expect(res.transcript).toBe(`Um, ${LONG}`);
    expect(res.next).toMatchObject({ audioUrl: expect.stringMatching(/\.mp3\?signed$/) });
    expect(sessions.answers[0]?.delivery?.wordsPerMinute).toBeGreaterThan(0);
    expect(sessions.answers[0]?.delivery?.fillerWords).toEqual(
      expect.arrayContaining([expect.objectContaining({ word: 'um' })]),
    );
  });

  it('answers 422 when the recording holds no speech', async () => {
    const { u } = setup({
      speechToText: {
        available: true,
        transcribe: async () => ({ status: 'ok', text: '  ', durationSeconds: 2 }),
      },
    });
    const started = await u.start.execute(settings);
    const audio = u.submitAudio;
    await expect(
      audio.execute({
        userId: 'u1',
        sessionId: started.sessionId,
        questionId: idOf(started.first) ?? '',
        format: 'voice',
        audio: new Uint8Array(2000),
        mimeType: 'audio/webm',
      }),
    ).rejects.toMatchObject({ code: 'UNPROCESSABLE', message: 'No speech detected.' });
  });
});

describe('an answer the session cannot take', () => {
  it('is refused once the session is finished, and nothing is stored', async () => {
    const { u, sessions } = setup();
    const started = await u.start.execute(settings);
    await u.end.execute('u1', started.sessionId);
    await expect(u.submit.execute(textAnswer(started.sessionId, idOf(started.first)))).rejects.toBeInstanceOf(
      SessionFinishedError,
    );
    expect(sessions.answers).toEqual([]);
  });

  it('is refused once the time is up, and the session ends there and then', async () => {
    const clock = new FixedClock('2026-11-22T09:00:00Z');
    const { u, sessions } = setup({ clock });
    const started = await u.start.execute(settings);
    clock.advance((settings.durationMinutes + 2) * 60_000);
    await expect(u.submit.execute(textAnswer(started.sessionId, idOf(started.first)))).rejects.toBeInstanceOf(
      SessionTimedOutError,
    );
    expect(sessions.answers).toEqual([]);
    expect((await sessions.findById(started.sessionId))?.status).toBe('completed');
  });

  it('is refused for a question the interview has moved past', async () => {
    const { u, sessions } = setup();
    const started = await u.start.execute(settings);
    const first = (await sessions.questionsOf(started.sessionId))[0];
    if (!first) throw new Error('the session opened without a question');
    await sessions.addQuestion({ ...first, id: 'q-later', position: 1, mainNumber: 2, text: 'Next one?' });
    await expect(u.submit.execute(textAnswer(started.sessionId, first.id))).rejects.toBeInstanceOf(
      NotCurrentQuestionError,
    );
    expect(sessions.answers).toEqual([]);
  });
});
