import { SessionNotFoundError } from '../domain/interviewing.errors.ts';
import { type SessionReport, sessionReport } from '../domain/session-report.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { TimeUp } from './time-up.ts';

/** The Performance Report of one of the caller's sessions. */
export class GetSessionSummary {
  readonly #sessions: SessionRepository;
  readonly #timeUp: TimeUp;
  constructor(sessions: SessionRepository, timeUp: TimeUp) {
    this.#sessions = sessions;
    this.#timeUp = timeUp;
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
    return sessionReport(session, questions, answers);
  }
}
