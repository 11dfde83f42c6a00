import { hasTimedOut, type InterviewSession, timeUpAt } from '../domain/session.ts';
import { endSession } from './finalise-session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';

/**
 * Ends a session whose time ran out without the client ending it (a closed tab, a lost
 * connection): it ends at the instant its time was up and is scored from the answers it has.
 * Answers whether the session is (now) finished by time.
 */
export async function endIfTimedOut(d: InterviewingDeps, session: InterviewSession): Promise<boolean> {
  if (!hasTimedOut(session, d.clock.now())) return false;
  await endSession(d, session, timeUpAt(session));
  return true;
}

/** Ends every session of the user whose time ran out, before their history or scores are read. */
export async function endTimedOutSessions(d: InterviewingDeps, userId: string): Promise<void> {
  for (const session of await d.sessions.openSessionsOf(userId)) await endIfTimedOut(d, session);
}
