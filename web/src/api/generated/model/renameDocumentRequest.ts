/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { DocumentType } from './documentType.ts';

export interface RenameDocumentRequest {
  /**
     * The new name; blank after trimming leaves the name unchanged.
     * @maxLength 200
     */
  name: string;
  type: DocumentType;
}
