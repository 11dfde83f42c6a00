/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AdminUserDetailCounts = {
  /** @minimum 0 */
  documents: number;
  /** @minimum 0 */
  sessions: number;
  /** @minimum 0 */
  tickets: number;
};
