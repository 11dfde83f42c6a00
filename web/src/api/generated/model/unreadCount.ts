/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface UnreadCount {
  /** @minimum 0 */
  unreadCount: number;
}
