import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type {
  DocumentUnderstanding,
  ExperienceSuggestion,
  FactVocabulary,
  ResumePolisher,
  WorkExperience,
} from '../../coaching/index.ts';
import { mayRepolishExperience, REPOLISH_WINDOW_MESSAGE } from '../domain/polish-allowance.ts';
import type { PolishAccess } from '../ports/polish-access.ts';
import type { PolishRunRepository } from '../ports/polish-run-repository.ts';
import { honestExperience, polishFacts } from './honest-suggestions.ts';

export interface RepolishRequest {
  userId: string;
  experience: WorkExperience;
  /** The job description's text (or a summary of it) the experience is polished against. */
  jobDescriptionContext: string;
  index: number;
}

/**
 * 'Retry' on one experience: the same engine and the same truthfulness rule as the stream, held
 * to that experience's own facts. Needs a verified e-mail; a Free account may retry for a day
 * after a polish of its own started that did not fail (a failed polish gave its claim back, so it
 * opens no free retries), and is told just that otherwise, whether it never polished or its day
 * is over. A provider failure is a 503, so the person can retry.
 */
export class RepolishExperience {
  readonly #access: PolishAccess;
  readonly #runs: PolishRunRepository;
  readonly #understanding: DocumentUnderstanding;
  readonly #polisher: ResumePolisher;
  readonly #vocabulary: FactVocabulary;
  readonly #clock: Clock;
  constructor(
    access: PolishAccess,
    runs: PolishRunRepository,
    understanding: DocumentUnderstanding,
    polisher: ResumePolisher,
    vocabulary: FactVocabulary,
    clock: Clock,
  ) {
    this.#access = access;
    this.#runs = runs;
    this.#understanding = understanding;
    this.#polisher = polisher;
    this.#vocabulary = vocabulary;
    this.#clock = clock;
  }

  async execute(request: RepolishRequest): Promise<ExperienceSuggestion> {
    const { userId } = request;
    await this.#access.assertMayUseAi(userId);
    const [standing, lastStart] = await Promise.all([
      this.#access.standing(userId),
      this.#runs.latestStart(userId),
    ]);
    if (!mayRepolishExperience(standing, lastStart, this.#clock.now()))
      throw new AppError('UPGRADE_REQUIRED', REPOLISH_WINDOW_MESSAGE);
    const job = await this.#understanding.structureJob(request.jobDescriptionContext);
    return honestExperience(this.#polisher, this.#vocabulary, {
      experience: request.experience,
      index: request.index,
      job,
      facts: polishFacts(this.#vocabulary, null, request.jobDescriptionContext),
    });
  }
}
