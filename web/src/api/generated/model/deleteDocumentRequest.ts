/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { DocumentType } from './documentType.ts';

export interface DeleteDocumentRequest {
  type: DocumentType;
}
