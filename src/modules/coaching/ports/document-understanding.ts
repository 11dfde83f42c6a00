import type { StructuredJobDescription } from '../domain/structured-job.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';

/** Turns the text extracted from an upload into the structures the rest of the engine reads. */
export interface DocumentUnderstanding {
  /**
   * Resume text -> structured resume. Never invents: a field the text does not give is null or
   * empty. Rejects with ProviderUnavailableError when a remote provider fails.
   */
  structureResume(text: string): Promise<StructuredResume>;
  /** Job description text -> title, seniority, required and preferred skills, responsibilities. */
  structureJob(text: string): Promise<StructuredJobDescription>;
}
