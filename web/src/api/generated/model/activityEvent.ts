/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ActivityEventMetadata } from './activityEventMetadata.ts';

export interface ActivityEvent {
  id: string;
  /**
     * Null when the user was deleted since.
     * @nullable
     */
  user_id: string | null;
  /** @nullable */
  user_email: string | null;
  /** e.g. `signup`, `login`, `document.upload`, `interview.start`, `interview.complete`, `resume.polish`, `plan.change`. */
  event: string;
  /** Event-specific details (never secrets or document text). */
  metadata: ActivityEventMetadata;
  created_at: string;
}
