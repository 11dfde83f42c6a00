import { AppError } from '../../../shared/kernel/app-error.ts';
import {
  applySuggestions,
  type ExperienceSuggestion,
  type PolishEvent,
  type SummarySuggestion,
} from '../domain/polish.ts';
import type { DocumentUnderstanding } from '../ports/document-understanding.ts';
import type { ResumePolisher } from '../ports/resume-polisher.ts';

const messageOf = (error: unknown) =>
  error instanceof AppError
    ? error.message
    : 'The AI provider could not complete this step. Please try again.';

/**
 * The polish stream as events in the contract's order: status updates, parsing_complete, the
 * summary, each experience (a failed one is a work_experience_error, the rest go on), the scores,
 * done. A failure before anything useful exists ends the stream with one `error` event.
 */
export class PolishResume {
  readonly #understanding: DocumentUnderstanding;
  readonly #polisher: ResumePolisher;

  constructor(understanding: DocumentUnderstanding, polisher: ResumePolisher) {
    this.#understanding = understanding;
    this.#polisher = polisher;
  }

  /** The resume is structured from `resumeLayout` (its layout text) when given, else from its text. */
  async *execute(input: {
    resumeText: string;
    jobText: string;
    resumeLayout?: string;
  }): AsyncGenerator<PolishEvent> {
    yield {
      event: 'status_update',
      data: { message: 'Reading your resume and the job description...', processingIndex: null },
    };
    let resume: Awaited<ReturnType<DocumentUnderstanding['structureResume']>>;
    let job: Awaited<ReturnType<DocumentUnderstanding['structureJob']>>;
    try {
      [resume, job] = await Promise.all([
        this.#understanding.structureResume(input.resumeLayout ?? input.resumeText),
        this.#understanding.structureJob(input.jobText),
      ]);
    } catch (error) {
      yield { event: 'error', data: { message: messageOf(error) } };
      return;
    }
    yield { event: 'parsing_complete', data: { structuredResume: resume, structuredJd: job } };
    yield {
      event: 'status_update',
      data: { message: 'Polishing your professional summary...', processingIndex: null },
    };
    let summary: SummarySuggestion | null = null;
    try {
      summary = await this.#polisher.suggestSummary({ resume, job });
      yield { event: 'summary_suggestion', data: summary };
    } catch (error) {
      yield { event: 'error', data: { message: messageOf(error) } };
      return;
    }
    const experiences: ExperienceSuggestion[] = [];
    for (const [index, experience] of resume.workExperience.entries()) {
      const where = experience.company ? ` at ${experience.company}` : '';
      yield {
        event: 'status_update',
        data: { message: `Polishing your experience${where}...`, processingIndex: index },
      };
      try {
        const suggestion = await this.#polisher.suggestExperience({ experience, index, job, resume });
        experiences.push(suggestion);
        yield { event: 'work_experience_suggestion', data: suggestion };
      } catch (error) {
        yield { event: 'work_experience_error', data: { index, message: messageOf(error) } };
      }
    }
    yield {
      event: 'status_update',
      data: { message: 'Scoring the improved resume...', processingIndex: null },
    };
    try {
      const scores = await this.#polisher.score({
        original: resume,
        improved: applySuggestions(resume, summary, experiences),
        job,
      });
      yield { event: 'scores_complete', data: { scores } };
    } catch (error) {
      yield { event: 'error', data: { message: messageOf(error) } };
      return;
    }
    yield { event: 'done', data: {} };
  }
}
