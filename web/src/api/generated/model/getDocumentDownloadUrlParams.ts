/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { DocumentType } from './documentType.ts';

export type GetDocumentDownloadUrlParams = {
/**
 * Which kind of document the id refers to.
 */
type: DocumentType;
};
