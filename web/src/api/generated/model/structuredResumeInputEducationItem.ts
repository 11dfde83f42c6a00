/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type StructuredResumeInputEducationItem = {
  /** @maxLength 500 */
  degree: string;
  /**
     * @maxLength 500
     * @nullable
     */
  major: string | null;
  /** @maxLength 500 */
  university: string;
  /**
     * @maxLength 50
     * @nullable
     */
  graduationDate?: string | null;
};
