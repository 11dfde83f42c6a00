/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface ResumeUploadForm {
  /** The resume file (PDF, DOCX or TXT, at most 102400 bytes). */
  resume: Blob | File | string;
}
