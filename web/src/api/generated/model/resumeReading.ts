/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ReadingDoubt } from './readingDoubt.ts';
import type { StructuredResume } from './structuredResume.ts';

export interface ResumeReading {
  structure: StructuredResume;
  /** True when the structure is the person's corrected one. */
  corrected: boolean;
  /** The fields read with low confidence; every other field was read with high confidence. */
  doubts: ReadingDoubt[];
}
