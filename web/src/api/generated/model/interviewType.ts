/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type InterviewType = typeof InterviewType[keyof typeof InterviewType];


export const InterviewType = {
  Behavioral: 'Behavioral',
  Technical: 'Technical',
  Coding: 'Coding',
} as const;
