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
}
