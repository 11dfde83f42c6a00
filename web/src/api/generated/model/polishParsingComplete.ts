/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StructuredJobDescription } from './structuredJobDescription.ts';
import type { StructuredResume } from './structuredResume.ts';

/**
 * Data of `parsing_complete`.
 */
export interface PolishParsingComplete {
  structuredResume: StructuredResume;
  structuredJd: StructuredJobDescription;
}
