/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface MarkReadResult {
  /**
     * How many notifications changed from unread to read.
     * @minimum 0
     */
  updated: number;
  /** @minimum 0 */
  unreadCount: number;
}
