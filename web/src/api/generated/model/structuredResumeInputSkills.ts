/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StructuredResumeInputSkillsCategorized } from './structuredResumeInputSkillsCategorized.ts';

export type StructuredResumeInputSkills = {
  /** Skill category to the skills in it. */
  categorized: StructuredResumeInputSkillsCategorized;
  /**
     * @maxItems 200
     * @items.maxLength 200
     */
  softSkills: string[];
};
