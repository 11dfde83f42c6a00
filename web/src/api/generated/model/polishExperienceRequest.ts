/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { WorkExperienceInput } from './workExperienceInput.ts';

export interface PolishExperienceRequest {
  experienceToPolish: WorkExperienceInput;
  /**
     * The job description text (or its structured summary) to polish against.
     * @maxLength 20000
     */
  jobDescriptionContext: string;
  /**
     * @minimum 0
     * @maximum 100
     */
  experienceIndex: number;
}
