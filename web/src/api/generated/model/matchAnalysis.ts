/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { MatchedSkill } from './matchedSkill.ts';
import type { MissingSkill } from './missingSkill.ts';

export interface MatchAnalysis {
  /** The analysis text (markdown) shown in 'Quick Analysis'. */
  analysis: string;
  /**
     * @minimum 0
     * @maximum 100
     */
  score: number;
  matchedSkills: MatchedSkill[];
  missingSkills: MissingSkill[];
  /** True when a stored analysis was answered. */
  cached: boolean;
}
