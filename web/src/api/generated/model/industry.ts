/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type Industry = typeof Industry[keyof typeof Industry];


export const Industry = {
  Technology: 'Technology',
  Finance: 'Finance',
  Healthcare: 'Healthcare',
  Education: 'Education',
  'Retail_&_E-commerce': 'Retail & E-commerce',
  Manufacturing: 'Manufacturing',
  Consulting: 'Consulting',
  'Media_&_Entertainment': 'Media & Entertainment',
  Government: 'Government',
  'Non-profit': 'Non-profit',
  Other: 'Other',
} as const;
