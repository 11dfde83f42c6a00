/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface JobUploadForm {
  /** The job description file (PDF, DOCX or TXT, at most 102400 bytes). */
  job: Blob | File | string;
}
