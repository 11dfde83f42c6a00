/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface AnalyzeMatchRequest {
  resumeId: string;
  jobId: string;
  /** Run the analysis again instead of answering the stored one. */
  reanalyze?: boolean;
}
