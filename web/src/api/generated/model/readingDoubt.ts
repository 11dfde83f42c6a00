/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ReadingDoubt {
  /**
     * The field read with low confidence, as a path into the structure:
     * 'contactInfo.name', 'summary', 'workExperience.2.company',
     * 'workExperience.2.standardizedJobTitle', 'workExperience.2.startDate',
     * 'workExperience.2.endDate', 'workExperience.2.description', 'education.0.university',
     * 'education.0.degree'.
     */
  field: string;
  /** What is doubtful about it, in the words shown to the person. */
  message: string;
}
