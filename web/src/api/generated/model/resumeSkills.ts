/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ResumeSkillsCategorized } from './resumeSkillsCategorized.ts';

export interface ResumeSkills {
  /** Skill category (e.g. 'Programming Languages') to the skills in it. */
  categorized: ResumeSkillsCategorized;
  softSkills: string[];
}
