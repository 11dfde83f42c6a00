/** A resume and a job description a person practised with. */
export interface Pairing {
  resumeId: string;
  jobId: string;
}

/** The documents a session was run with; a deleted document leaves its side empty. */
export interface SessionDocuments {
  resumeId: string | null;
  jobId: string | null;
}

/**
 * The pairing the dashboard offers again: the documents of the person's most recent interview,
 * only while both still exist. When either has gone, no pairing is offered, not even an older
 * interview's: the person moved on from it, and the dashboard falls back to their saved
 * applications and default documents instead.
 */
export function lastPairingOf(latest: SessionDocuments | null): Pairing | null {
  if (!latest?.resumeId || !latest.jobId) return null;
  return { resumeId: latest.resumeId, jobId: latest.jobId };
}
