/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ContactInfo } from './contactInfo.ts';
import type { Education } from './education.ts';
import type { ResumeSkills } from './resumeSkills.ts';
import type { WorkExperience } from './workExperience.ts';

export interface StructuredResume {
  contactInfo: ContactInfo;
  summary: string;
  skills: ResumeSkills;
  workExperience: WorkExperience[];
  education: Education[];
  certifications: string[];
}
