import type { Clock } from '../../../shared/kernel/clock.ts';
import { hasTimedOut, type InterviewSession, timeUpAt } from '../domain/session.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { SessionFinaliser } from './finalise-session.ts';

/**
 * Ends sessions whose time ran out without the client ending them (a closed tab, a lost
 * connection): each ends at the instant its time was up and is scored from the answers it has.
 */
export class TimeUp {
  readonly #sessions: SessionRepository;
  readonly #finaliser: SessionFinaliser;
  readonly #clock: Clock;
  constructor(sessions: SessionRepository, finaliser: SessionFinaliser, clock: Clock) {
    this.#sessions = sessions;
    this.#finaliser = finaliser;
    this.#clock = clock;
  }

  /** Ends the session if its time ran out; answers whether the session is (now) finished by time. */
  async endIfTimedOut(session: InterviewSession): Promise<boolean> {
    if (!hasTimedOut(session, this.#clock.now())) return false;
    await this.#finaliser.end(session, timeUpAt(session));
    return true;
  }

  /** Ends every session of the user whose time ran out, before their history or scores are read. */
  async endTimedOutSessions(userId: string): Promise<void> {
    for (const session of await this.#sessions.openSessionsOf(userId)) await this.endIfTimedOut(session);
  }
}
