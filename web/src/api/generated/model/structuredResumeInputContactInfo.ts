/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type StructuredResumeInputContactInfo = {
  /**
     * @maxLength 500
     * @nullable
     */
  name: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  email: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  phone: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  linkedin: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  website: string | null;
  /**
     * @maxLength 500
     * @nullable
     */
  location: string | null;
};
