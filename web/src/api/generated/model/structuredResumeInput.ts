/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StructuredResumeInputContactInfo } from './structuredResumeInputContactInfo.ts';
import type { StructuredResumeInputEducationItem } from './structuredResumeInputEducationItem.ts';
import type { StructuredResumeInputSkills } from './structuredResumeInputSkills.ts';
import type { WorkExperienceInput } from './workExperienceInput.ts';

/**
 * A structured resume as a person corrects it; the bounds of each part are those of a real resume, with room.
 */
export interface StructuredResumeInput {
  contactInfo: StructuredResumeInputContactInfo;
  /** @maxLength 10000 */
  summary: string;
  skills: StructuredResumeInputSkills;
  /** @maxItems 50 */
  workExperience: WorkExperienceInput[];
  /** @maxItems 20 */
  education: StructuredResumeInputEducationItem[];
  /**
     * @maxItems 100
     * @items.maxLength 500
     */
  certifications: string[];
}
