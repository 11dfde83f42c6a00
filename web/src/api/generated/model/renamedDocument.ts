/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { DocumentType } from './documentType.ts';

export interface RenamedDocument {
  id: string;
  file_name: string;
  type: DocumentType;
}
