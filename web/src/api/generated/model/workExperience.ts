/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface WorkExperience {
  standardizedJobTitle: string;
  company: string;
  /** @nullable */
  location: string | null;
  /**
     * As written in the resume (e.g. 'Jan 2020').
     * @nullable
     */
  startDate: string | null;
  /**
     * As written in the resume (e.g. 'Present').
     * @nullable
     */
  endDate: string | null;
  description: string;
  /**
     * The role's heading lines exactly as the resume writes them (title, employer, place and dates, one per line, in the resume's order), when the reader kept them. A role kept as written (`ExperienceSuggestion.keptAsWritten`) is saved with these lines, never with a heading rebuilt from the fields.
     * @maxLength 2000
     * @nullable
     */
  heading?: string | null;
}
