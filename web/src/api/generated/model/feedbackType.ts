/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type FeedbackType = typeof FeedbackType[keyof typeof FeedbackType];


export const FeedbackType = {
  Bug_Report: 'Bug Report',
  Feature_Request: 'Feature Request',
  General_Feedback: 'General Feedback',
} as const;
