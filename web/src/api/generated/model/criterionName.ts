/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type CriterionName = typeof CriterionName[keyof typeof CriterionName];


export const CriterionName = {
  Technical_Depth: 'Technical Depth',
  'Clarity_&_Structure': 'Clarity & Structure',
  'Relevance_&_Examples': 'Relevance & Examples',
} as const;
