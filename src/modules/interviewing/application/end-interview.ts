import { SessionNotFoundError } from '../domain/interviewing.errors.ts';
import { endSession } from './finalise-session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';

/** 'End Session' or the countdown reaching zero; ending a finished session answers the same. */
export class EndInterview {
  readonly #d: InterviewingDeps;
  constructor(deps: InterviewingDeps) {
    this.#d = deps;
  }

  async execute(userId: string, sessionId: string): Promise<{ sessionId: string; status: 'completed' }> {
    const d = this.#d;
    const session = await d.sessions.findOwned(userId, sessionId);
    if (!session) throw new SessionNotFoundError();
    await endSession(d, session, d.clock.now());
    return { sessionId: session.id, status: 'completed' };
  }
}
