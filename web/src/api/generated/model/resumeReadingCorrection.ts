/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StructuredResume } from './structuredResume.ts';

export interface ResumeReadingCorrection {
  structure: StructuredResume;
}
