import type { ActivityMetadata } from '../../../shared/kernel/activity.ts';

/** One entry of the activity log: what a person did, and when. */
export interface ActivityEntry {
  id: string;
  /** Null when the person is unknown (a failed sign-in) or was deleted since. */
  userId: string | null;
  /** The account's e-mail when the event was recorded. */
  userEmail: string | null;
  event: string;
  metadata: ActivityMetadata;
  createdAt: Date;
}

const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization/i;
const MAX_TEXT = 500;

/**
 * Metadata as the log keeps it: keys that could name a secret are dropped whatever a producer
 * passes, and long text is cut short (the log is for looking back, not for document text).
 */
export function activityMetadata(metadata: ActivityMetadata | undefined): ActivityMetadata {
  const kept: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(metadata ?? {})) {
    if (SECRET_KEY.test(key)) continue;
    kept[key] = typeof value === 'string' && value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  return kept;
}
