/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type Persona = typeof Persona[keyof typeof Persona];


export const Persona = {
  'Friendly_&_Encouraging': 'Friendly & Encouraging',
  'Strict_&_Professional': 'Strict & Professional',
} as const;
