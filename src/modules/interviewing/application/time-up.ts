import type { Clock } from '../../../shared/kernel/clock.ts';
import { hasTimedOut, type InterviewSession, TIME_UP_GRACE_MS, timeUpAt } from '../domain/session.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { SessionFinaliser } from './finalise-session.ts';

/** Sessions ended per transaction of the sweep. */
export const SWEEP_BATCH = 500;

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

  /**
   * Ends every session whose time ran out, whoever it belongs to: the scheduled sweep, so a session
   * left open ends on time with nobody reading it. Works in batches, each one statement and one
   * transaction, until none is left or the instance stops (`stopping`; the next run goes on).
   * Answers how many it ended.
   */
  async sweep(stopping?: AbortSignal, batch = SWEEP_BATCH): Promise<number> {
    const due = new Date(this.#clock.now().getTime() - TIME_UP_GRACE_MS);
    let ended = 0;
    while (!stopping?.aborted) {
      const count = await this.#finaliser.endDue(due, batch);
      ended += count;
      if (count < batch) break;
    }
    return ended;
  }

  /** Ends every session of the user whose time ran out, before their history or scores are read. */
  async endTimedOutSessions(userId: string): Promise<void> {
    for (const session of await this.#sessions.openSessionsOf(userId)) await this.endIfTimedOut(session);
  }
}
