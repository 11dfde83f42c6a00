import type { Clock } from '../../../shared/kernel/clock.ts';
import { SessionNotFoundError } from '../domain/interviewing.errors.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { SessionFinaliser } from './finalise-session.ts';

/** 'End Session' or the countdown reaching zero; ending a finished session answers the same. */
export class EndInterview {
  readonly #sessions: SessionRepository;
  readonly #finaliser: SessionFinaliser;
  readonly #clock: Clock;
  constructor(sessions: SessionRepository, finaliser: SessionFinaliser, clock: Clock) {
    this.#sessions = sessions;
    this.#finaliser = finaliser;
    this.#clock = clock;
  }

  async execute(userId: string, sessionId: string): Promise<{ sessionId: string; status: 'completed' }> {
    const session = await this.#sessions.findOwned(userId, sessionId);
    if (!session) throw new SessionNotFoundError();
    await this.#finaliser.end(session, this.#clock.now());
    return { sessionId: session.id, status: 'completed' };
  }
}
