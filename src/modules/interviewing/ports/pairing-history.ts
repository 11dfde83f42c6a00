import type { SessionDocuments } from '../domain/last-pairing.ts';

/** Which documents the person interviewed with, read from their sessions. */
export interface PairingHistory {
  /**
   * The documents of the user's most recent session (the later started on a tie), each null once
   * deleted; null when the user has no session.
   */
  latestSessionDocuments(userId: string): Promise<SessionDocuments | null>;
}
