import type { ResumeReading, StructuredResume } from '../../coaching/index.ts';
import { ValidationError } from '../../../shared/kernel/app-error.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import { DocumentNotFoundError } from '../domain/documents.errors.ts';
import {
  CORRECTION_TOO_LARGE_MESSAGE,
  correctionOverLimits,
  normalisedCorrection,
  type ReadingInput,
} from '../domain/resume-correction.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { MatchResultRepository } from '../ports/match-result-repository.ts';
import type { ResumeReader } from '../ports/resume-reader.ts';
import { analysedTextOf } from './analysed-text-of.ts';
import { ownedDocument } from './owned-document.ts';

/**
 * 'Review what we read': the structure read from one of the caller's resumes with the fields to
 * check, the person's corrections kept with the resume (match analysis, interviews and polish read
 * them from then on), and forgetting them again. A change of reading forgets the resume's stored
 * match analyses in the same transaction, so the next one is run on what the person confirmed.
 */
export class ReviewResumeReading {
  readonly #documents: DocumentRepository;
  readonly #matches: MatchResultRepository;
  readonly #reader: ResumeReader;
  readonly #unitOfWork: UnitOfWork;
  constructor(
    documents: DocumentRepository,
    matches: MatchResultRepository,
    reader: ResumeReader,
    unitOfWork: UnitOfWork,
  ) {
    this.#documents = documents;
    this.#matches = matches;
    this.#reader = reader;
    this.#unitOfWork = unitOfWork;
  }

  async read(userId: string, id: string): Promise<ResumeReading> {
    await ownedDocument(this.#documents, userId, id, 'resume');
    return this.#readStored(id);
  }

  async correct(userId: string, id: string, structure: ReadingInput): Promise<ResumeReading> {
    await ownedDocument(this.#documents, userId, id, 'resume');
    const corrected = normalisedCorrection(structure);
    const over = correctionOverLimits(corrected);
    if (over.length > 0) throw new ValidationError(CORRECTION_TOO_LARGE_MESSAGE, over);
    await this.#store(id, corrected);
    return this.#readStored(id);
  }

  async reset(userId: string, id: string): Promise<ResumeReading> {
    await ownedDocument(this.#documents, userId, id, 'resume');
    await this.#store(id, null);
    return this.#readStored(id);
  }

  async #store(id: string, reading: StructuredResume | null): Promise<void> {
    await this.#unitOfWork.run(async () => {
      await this.#documents.storeReading(id, reading);
      await this.#matches.forgetResume(id);
    });
  }

  async #readStored(id: string): Promise<ResumeReading> {
    const texts = await analysedTextOf(this.#documents, id);
    if (texts === null) throw new DocumentNotFoundError('resume');
    return this.#reader.read({ text: texts.text, layout: texts.layout, corrected: texts.reading });
  }
}
