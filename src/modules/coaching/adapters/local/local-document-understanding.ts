import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { StructuredResume } from '../../domain/structured-resume.ts';
import type { DocumentUnderstanding } from '../../ports/document-understanding.ts';
import { parseJob } from './job-parser.ts';
import { parseResume } from './resume-parser.ts';

/** Section parsing and the skill taxonomy, offline. */
export class LocalDocumentUnderstanding implements DocumentUnderstanding {
  async structureResume(text: string): Promise<StructuredResume> {
    return parseResume(text);
  }

  async structureJob(text: string): Promise<StructuredJobDescription> {
    return parseJob(text);
  }
}
