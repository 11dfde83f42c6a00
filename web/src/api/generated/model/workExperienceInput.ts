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
  /**
     * The role's heading lines as the resume writes them, as a reading answered them (`WorkExperience.heading`); a client may send a role back as it was read.
     * @maxLength 2000
     * @nullable
     */
  heading?: string | null;
}
