/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type Gender = typeof Gender[keyof typeof Gender];


export const Gender = {
  Male: 'Male',
  Female: 'Female',
  'Non-binary': 'Non-binary',
  Prefer_not_to_say: 'Prefer not to say',
} as const;
