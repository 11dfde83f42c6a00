/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { SessionHistoryItem } from './sessionHistoryItem.ts';

export interface SessionHistoryPage {
  sessions: SessionHistoryItem[];
  /** @minimum 1 */
  currentPage: number;
  /** @minimum 0 */
  totalPages: number;
  /** @minimum 0 */
  totalSessions: number;
}
