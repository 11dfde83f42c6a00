import type { ReadResume, ResumeReading, ResumeSource } from '../../coaching/index.ts';
import type { ResumeReader } from '../ports/resume-reader.ts';

/** The coaching module's ReadResume use case behind this module's port, built on first use. */
export class CoachingResumeReader implements ResumeReader {
  readonly #readResume: () => ReadResume;
  constructor(readResume: () => ReadResume) {
    this.#readResume = readResume;
  }

  read(source: ResumeSource): Promise<ResumeReading> {
    return this.#readResume().execute(source);
  }
}
