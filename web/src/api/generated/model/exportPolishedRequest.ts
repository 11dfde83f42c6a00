/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ExportPolishedRequestFormat } from './exportPolishedRequestFormat.ts';

export interface ExportPolishedRequest {
  /**
     * Name of the download; its extension is replaced by the format's.
     * @minLength 1
     * @maxLength 200
     */
  fileName: string;
  /**
     * The polished resume as markdown.
     * @minLength 1
     * @maxLength 100000
     */
  content: string;
  format: ExportPolishedRequestFormat;
}
