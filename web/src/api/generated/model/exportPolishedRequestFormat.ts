/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type ExportPolishedRequestFormat = typeof ExportPolishedRequestFormat[keyof typeof ExportPolishedRequestFormat];


export const ExportPolishedRequestFormat = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
} as const;
