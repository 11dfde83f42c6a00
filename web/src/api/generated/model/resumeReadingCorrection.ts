/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StructuredResumeInput } from './structuredResumeInput.ts';

export interface ResumeReadingCorrection {
  structure: StructuredResumeInput;
}
