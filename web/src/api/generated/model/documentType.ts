/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * `resume` or `job` (job description).
 */
export type DocumentType = typeof DocumentType[keyof typeof DocumentType];


export const DocumentType = {
  resume: 'resume',
  job: 'job',
} as const;
