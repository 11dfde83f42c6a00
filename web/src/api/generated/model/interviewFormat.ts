/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * Interview mode: Voice & Text (`both`), Voice Only (`voice`), Text Only (`text`).
 */
export type InterviewFormat = typeof InterviewFormat[keyof typeof InterviewFormat];


export const InterviewFormat = {
  both: 'both',
  voice: 'voice',
  text: 'text',
} as const;
