/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface MissingSkill {
  skill: string;
  /** The job description line that asks for the skill. */
  evidence?: string;
}
