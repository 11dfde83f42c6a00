/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface MatchedSkill {
  skill: string;
  /** The resume line that shows the skill. */
  evidence: string;
}
