/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface FreePlanLimits {
  /**
     * Interview sessions a Free account may start; a session that ended before any answer was recorded does not count.
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
