/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { FileType } from './fileType.ts';

export interface JobDescriptionDocument {
  id: string;
  file_name: string;
  file_type: FileType;
  /** A short-lived signed download URL when available; use `getDocumentDownloadUrl` otherwise. */
  s3_url?: string;
  uploaded_at: string;
}
