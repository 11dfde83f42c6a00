/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface Application {
  id: string;
  application_name: string;
  resume_id: string;
  job_description_id: string;
  resume_name: string;
  job_name: string;
  /**
     * Average score (out of 10) of the sessions run for this pair; null until one exists.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  avg_score: number | null;
  created_at: string;
}
