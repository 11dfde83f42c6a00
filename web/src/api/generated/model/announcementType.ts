/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AnnouncementType = typeof AnnouncementType[keyof typeof AnnouncementType];


export const AnnouncementType = {
  Informational: 'Informational',
  Warning: 'Warning',
  Promotion: 'Promotion',
} as const;
