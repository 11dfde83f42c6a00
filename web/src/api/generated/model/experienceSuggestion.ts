/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ExperienceSuggestion {
  original: string;
  suggested: string;
  reasoning: string;
  /**
     * Index of the experience in `structuredResume.workExperience`.
     * @minimum 0
     */
  index: number;
  jobTitle: string;
  company: string;
  /** @nullable */
  location: string | null;
  /** e.g. 'Jan 2020 - Present'. */
  duration: string;
}
