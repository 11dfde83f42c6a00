/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * One validation issue (a zod issue).
 */
export interface ErrorDetail {
  /** Where in the request the issue is (property names and array indexes). */
  path: (string | number)[];
  message: string;
  /** The zod issue code (e.g. `invalid_type`, `too_big`, `custom`). */
  code: string;
}
