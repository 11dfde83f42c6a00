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
  /** The role was not read with confidence (the resume's reading has doubts about it that the person has not corrected under 'Review what we read'): it is not rewritten, `suggested` equals `original`, the reasoning says why, and the polished resume keeps it exactly as written (its `heading` lines and its description). */
  keptAsWritten?: boolean;
}
