/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * The resume and job description of the person's most recent interview. Absent when they
 * have not interviewed yet, or when either document of that interview has since been
 * deleted (an older interview's pairing is not offered instead).
 */
export interface LastPairing {
  resumeId: string;
  jobId: string;
}
