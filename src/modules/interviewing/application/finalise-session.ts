import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { ReportAnswer, ReportWriter } from '../../coaching/index.ts';
import {
  endedWithoutAnswers,
  type InterviewSession,
  isFinished,
  sessionScore,
  type StoredAnswer,
} from '../domain/session.ts';
import { meanOfThread, threadsOf } from '../domain/threads.ts';
import type { InterviewJobs } from '../ports/interview-jobs.ts';
import type { ProblemLog } from '../ports/problem-log.ts';
import type { SessionRepository } from '../ports/session-repository.ts';

/** A finished session's report, complete: every answer's evaluation has landed. */
export interface ReadyReport {
  sessionId: string;
  userId: string;
  title: string;
  /** The session score out of 10; null when no answer could be scored. */
  score: number | null;
}

/**
 * Something another module does when a report is ready (the support module notifies the person).
 * Called in the transaction that saves the report, and again each time the report is rewritten
 * (a late or retried evaluation): a listener must be idempotent.
 */
export interface ReportListener {
  reportReady(report: ReadyReport): Promise<void>;
}

/** Ends sessions and scores them; shared by every use case that can end or rescore a session. */
export class SessionFinaliser {
  readonly #sessions: SessionRepository;
  readonly #reports: ReportWriter;
  readonly #problems: ProblemLog;
  readonly #jobs: InterviewJobs;
  readonly #uow: UnitOfWork;
  readonly #listeners: readonly ReportListener[];
  readonly #activity: ActivityRecorder;
  constructor(
    sessions: SessionRepository,
    reports: ReportWriter,
    problems: ProblemLog,
    jobs: InterviewJobs,
    uow: UnitOfWork,
    listeners: readonly ReportListener[] = [],
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#sessions = sessions;
    this.#reports = reports;
    this.#problems = problems;
    this.#jobs = jobs;
    this.#uow = uow;
    this.#listeners = listeners;
    this.#activity = activity;
  }

  /**
   * Ends an open session at that instant and queues its scoring, in one transaction: a session
   * never ends without its report to follow. A session that is already finished is left as it is
   * (the last answer, End Session and the time-up can race to end it). The one that ends it
   * records `interview.complete` in the activity log.
   */
  async end(session: InterviewSession, endedAt: Date): Promise<void> {
    await this.#uow.run(async () => {
      if (!(await this.#sessions.complete(session.id, endedAt))) return;
      await this.#jobs.finalise(session.id);
      await this.#activity.record({
        userId: session.userId,
        event: 'interview.complete',
        metadata: { sessionId: session.id, interviewType: session.interviewType },
      });
    });
  }

  /**
   * Ends up to `limit` open sessions whose time was up by `due`, each at the instant its time ran
   * out, with their scoring jobs and activity records, in one transaction (the time-up sweep's
   * batch). Answers how many it ended; sessions another run holds are left to it.
   */
  async endDue(due: Date, limit: number): Promise<number> {
    return this.#uow.run(async () => {
      const ended = await this.#sessions.endSessionsDueBy(due, limit);
      await this.#jobs.finaliseAll(ended.map((s) => s.id));
      for (const session of ended)
        await this.#activity.record({
          userId: session.userId,
          event: 'interview.complete',
          metadata: { sessionId: session.id, interviewType: session.interviewType },
        });
      return ended.length;
    });
  }

  /** The scoring job: finalises the session when it is finished (a rerun recomputes the same). */
  async finaliseById(sessionId: string): Promise<void> {
    const session = await this.#sessions.findById(sessionId);
    if (session && isFinished(session)) await this.finalise(session);
  }

  /**
   * Scores a finished session from the evaluations it has: thread scores, the session score (one
   * decimal out of 10), skill scores and the improvement roadmap. Runs again whenever a late or
   * retried evaluation lands. A failing report writer keeps the scores and leaves the roadmap empty.
   * A session that ended before any answer was recorded has nothing to score: it keeps no score,
   * no skill scores and no roadmap, and no listener hears of a report.
   */
  async finalise(session: InterviewSession): Promise<void> {
    const [questions, answers] = await Promise.all([
      this.#sessions.questionsOf(session.id),
      this.#sessions.answersOf(session.id),
    ]);
    if (endedWithoutAnswers(session, answers.length)) {
      await this.#sessions.saveReport(session.id, { score: null, skillScores: [], roadmap: '' });
      return;
    }
    const basis = evaluationsOf(answers);
    const threads = threadsOf(questions, answers);
    const score = sessionScore([...threads.values()].map(meanOfThread));
    const reportAnswers: ReportAnswer[] = [];
    for (const [number, entries] of threads) {
      for (const { question, answer } of entries) {
        if (!answer || answer.evaluation.status === 'pending') continue;
        reportAnswers.push({
          answerId: answer.id,
          questionNumber: number,
          kind: question.kind,
          question: question.text,
          answer: answer.answerText,
          evaluation: answer.evaluation,
        });
      }
    }
    let skillScores = session.skillScores;
    let roadmap = session.improvementRoadmap;
    try {
      const report = await this.#reports.write({
        type: session.interviewType,
        jobTitle: session.job.title,
        jobSkills: [...new Set([...session.job.requiredSkills, ...session.job.preferredSkills])],
        answers: reportAnswers,
      });
      skillScores = report.skillScores;
      roadmap = report.improvementRoadmap;
    } catch (error) {
      this.#problems.warn({ err: error, sessionId: session.id }, 'session report could not be written');
    }
    // another evaluation landed while the report was written (a language model takes seconds): its
    // own finalisation writes the newer report, so this older one must not overwrite it
    if (evaluationsOf(await this.#sessions.answersOf(session.id)) !== basis) return;
    // a report still waiting on an evaluation is not ready yet: the evaluation's landing finalises again
    const complete = answers.every((a) => a.evaluation.status !== 'pending');
    await this.#uow.run(async () => {
      await this.#sessions.saveReport(session.id, { score, skillScores, roadmap });
      if (!complete) return;
      const ready = { sessionId: session.id, userId: session.userId, title: session.title, score };
      for (const listener of this.#listeners) await listener.reportReady(ready);
    });
  }
}

/** What a report is computed from: each answer's evaluation status and score. */
function evaluationsOf(answers: StoredAnswer[]): string {
  return answers
    .map((a) => `${a.id}:${a.evaluation.status}:${a.evaluation.score}`)
    .sort()
    .join('|');
}
