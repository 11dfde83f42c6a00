import { ValidationError } from '../../../shared/kernel/app-error.ts';
import type { SavedApplicationView } from '../domain/saved-application.ts';
import { renamedTo } from '../domain/upload-rules.ts';
import type { DocumentsDeps } from './documents-deps.ts';
import { ownedDocument } from './owned-document.ts';

export interface NewApplication {
  userId: string;
  name: string;
  resumeId: string;
  jobDescriptionId: string;
}

export const NAME_REQUIRED_MESSAGE = 'Please enter a name for the application.';

/** Saves a named pairing of two of the caller's documents. */
export class CreateApplication {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(input: NewApplication): Promise<SavedApplicationView> {
    const { userId, resumeId, jobDescriptionId } = input;
    const name = renamedTo(input.name);
    if (name === null) {
      throw new ValidationError(NAME_REQUIRED_MESSAGE, [
        { path: ['application_name'], message: NAME_REQUIRED_MESSAGE, code: 'blank' },
      ]);
    }
    const resume = await ownedDocument(this.#d, userId, resumeId, 'resume');
    const job = await ownedDocument(this.#d, userId, jobDescriptionId, 'job');
    const application = {
      id: this.#d.ids.next(),
      userId,
      name,
      resumeId,
      jobDescriptionId,
      createdAt: this.#d.clock.now(),
    };
    await this.#d.applications.create(application);
    const [avgScore] = await this.#d.scores.averagesFor(userId, [{ resumeId, jobDescriptionId }]);
    return { ...application, resumeName: resume.fileName, jobName: job.fileName, avgScore: avgScore ?? null };
  }
}
