/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface FreePlanLimits {
  /**
     * @minimum 0
     * @maximum 1000
     */
  interviewSessions: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  resumes: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  jobDescriptions: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  resumePolishes: number;
}
