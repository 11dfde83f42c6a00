/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface StructuredJobDescription {
  title: string;
  /**
     * e.g. 'Junior', 'Mid', 'Senior', 'Lead'; null when the job description does not say.
     * @nullable
     */
  seniority: string | null;
  requiredSkills: string[];
  preferredSkills: string[];
  responsibilities: string[];
}
