import type { StructuredResume } from '../../coaching/index.ts';
import type { MatchResult } from '../domain/match-result.ts';

/** The coaching engine's match analysis, as this module needs it. */
export interface MatchEngine {
  /**
   * Scores the resume text against the job description text; the same texts give the same score.
   * The resume's structure is `resumeReading` when given (the person's corrected reading), else
   * read from `resumeLayout` when given (its layout text), else from its text. Rejects with a
   * PROVIDER_UNAVAILABLE AppError when a remote AI provider fails.
   */
  analyze(
    resumeText: string,
    jobText: string,
    resumeLayout?: string,
    resumeReading?: StructuredResume | null,
  ): Promise<MatchResult>;
}
