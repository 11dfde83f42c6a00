/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface WorkExperienceInput {
  /** @maxLength 200 */
  standardizedJobTitle: string;
  /** @maxLength 200 */
  company: string;
  /**
     * @maxLength 200
     * @nullable
     */
  location?: string | null;
  /**
     * @maxLength 50
     * @nullable
     */
  startDate?: string | null;
  /**
     * @maxLength 50
     * @nullable
     */
  endDate?: string | null;
  /** @maxLength 10000 */
  description: string;
}
