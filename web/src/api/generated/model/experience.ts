/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type Experience = typeof Experience[keyof typeof Experience];


export const Experience = {
  Student: 'Student',
  '0-2_years': '0-2 years',
  '3-5_years': '3-5 years',
  '6-10_years': '6-10 years',
  '10+_years': '10+ years',
} as const;
