/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { DocumentType } from './documentType.ts';

export interface UploadResult {
  /** The new document's id. */
  dbId: string;
  /** The document's file name. */
  name: string;
  /** A short-lived signed download URL. */
  url: string;
  type: DocumentType;
}
