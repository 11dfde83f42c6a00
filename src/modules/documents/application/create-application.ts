import { ValidationError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { SavedApplicationView } from '../domain/saved-application.ts';
import { renamedTo } from '../domain/upload-rules.ts';
import type { ApplicationScores } from '../ports/application-scores.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { SavedApplicationRepository } from '../ports/saved-application-repository.ts';
import { ownedDocument } from './owned-document.ts';

export interface NewApplication {
  userId: string;
  name: string;
  resumeId: string;
  jobDescriptionId: string;
}

const NAME_REQUIRED_MESSAGE = 'Please enter a name for the application.';

/** Saves a named pairing of two of the caller's documents. */
export class CreateApplication {
  readonly #documents: DocumentRepository;
  readonly #applications: SavedApplicationRepository;
  readonly #scores: ApplicationScores;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(
    documents: DocumentRepository,
    applications: SavedApplicationRepository,
    scores: ApplicationScores,
    clock: Clock,
    ids: Ids,
  ) {
    this.#documents = documents;
    this.#applications = applications;
    this.#scores = scores;
    this.#clock = clock;
    this.#ids = ids;
  }

  async execute(input: NewApplication): Promise<SavedApplicationView> {
    const { userId, resumeId, jobDescriptionId } = input;
    const name = renamedTo(input.name);
    if (name === null) {
      throw new ValidationError(NAME_REQUIRED_MESSAGE, [
        { path: ['application_name'], message: NAME_REQUIRED_MESSAGE, code: 'blank' },
      ]);
    }
    const resume = await ownedDocument(this.#documents, userId, resumeId, 'resume');
    const job = await ownedDocument(this.#documents, userId, jobDescriptionId, 'job');
    const application = {
      id: this.#ids.next(),
      userId,
      name,
      resumeId,
      jobDescriptionId,
      createdAt: this.#clock.now(),
    };
    await this.#applications.create(application);
    const [avgScore] = await this.#scores.averagesFor(userId, [{ resumeId, jobDescriptionId }]);
    return { ...application, resumeName: resume.fileName, jobName: job.fileName, avgScore: avgScore ?? null };
  }
}
