/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Data of `work_experience_error`.
 */
export interface PolishWorkExperienceError {
  /** @minimum 0 */
  index: number;
  message: string;
}
