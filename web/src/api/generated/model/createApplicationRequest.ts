/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface CreateApplicationRequest {
  resume_id: string;
  job_description_id: string;
  /**
     * @minLength 1
     * @maxLength 200
     */
  application_name: string;
}
