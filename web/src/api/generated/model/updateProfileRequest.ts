/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Experience } from './experience.ts';
import type { Gender } from './gender.ts';
import type { Industry } from './industry.ts';

/**
 * Any subset of the editable fields; null clears an optional field.
 */
export interface UpdateProfileRequest {
  /**
     * @minLength 1
     * @maxLength 200
     */
  name?: string;
  /**
     * @maxLength 200
     * @nullable
     */
  job_title?: string | null;
  industry?: Industry | null;
  experience?: Experience | null;
  gender?: Gender | null;
}
