/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * The detected file type.
 */
export type FileType = typeof FileType[keyof typeof FileType];


export const FileType = {
  pdf: 'pdf',
  docx: 'docx',
  txt: 'txt',
} as const;
