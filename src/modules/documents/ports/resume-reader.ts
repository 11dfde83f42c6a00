import type { ResumeReading, ResumeSource } from '../../coaching/index.ts';

/** The coaching engine's reading of a resume; the documents module keeps its texts and corrections. */
export interface ResumeReader {
  read(source: ResumeSource): Promise<ResumeReading>;
}
