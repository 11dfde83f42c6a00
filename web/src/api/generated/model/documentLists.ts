/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { JobDescriptionDocument } from './jobDescriptionDocument.ts';
import type { ResumeDocument } from './resumeDocument.ts';

export interface DocumentLists {
  resumes: ResumeDocument[];
  jobDescriptions: JobDescriptionDocument[];
}
