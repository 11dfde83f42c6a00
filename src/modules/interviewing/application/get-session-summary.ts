import type { Clock } from '../../../shared/kernel/clock.ts';
import { SessionNotFoundError } from '../domain/interviewing.errors.ts';
import { evaluationLost } from '../domain/session.ts';
import { type SessionReport, sessionReport } from '../domain/session-report.ts';
import type { EvaluationScheduler } from '../ports/evaluation-scheduler.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { TimeUp } from './time-up.ts';

/** The Performance Report of one of the caller's sessions. */
export class GetSessionSummary {
  readonly #sessions: SessionRepository;
  readonly #timeUp: TimeUp;
  readonly #scheduler: EvaluationScheduler;
  readonly #clock: Clock;
  constructor(sessions: SessionRepository, timeUp: TimeUp, scheduler: EvaluationScheduler, clock: Clock) {
    this.#sessions = sessions;
    this.#timeUp = timeUp;
    this.#scheduler = scheduler;
    this.#clock = clock;
  }

  async execute(userId: string, sessionId: string): Promise<SessionReport> {
    let session = await this.#sessions.findOwned(userId, sessionId);
    if (!session) throw new SessionNotFoundError();
    if (await this.#timeUp.endIfTimedOut(session)) {
      session = (await this.#sessions.findById(session.id)) ?? session;
    }
    const [questions, answers] = await Promise.all([
      this.#sessions.questionsOf(session.id),
      this.#sessions.answersOf(session.id),
    ]);
    // an evaluation lost to a restart runs again, so the report does not wait on it forever
    const now = this.#clock.now();
    for (const answer of answers) if (evaluationLost(answer, now)) this.#scheduler.schedule(answer.id);
    return sessionReport(session, questions, answers);
  }
}
