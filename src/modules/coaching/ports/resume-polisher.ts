import type {
  ExperiencePolishRequest,
  ExperienceSuggestion,
  PolishScoreRequest,
  PolishScores,
  SummaryPolishRequest,
  SummarySuggestion,
} from '../domain/polish.ts';

/**
 * Suggests rewrites of a resume against a job. No suggestion ever adds an employer, title, date,
 * number, tool or skill the original resume does not contain. Each method rejects with
 * ProviderUnavailableError when a remote provider fails (or keeps inventing facts).
 */
export interface ResumePolisher {
  /** The professional summary rewritten for the job, with the reasoning. */
  suggestSummary(request: SummaryPolishRequest): Promise<SummarySuggestion>;
  /** One work experience's description rewritten for the job, with its index and heading facts. */
  suggestExperience(request: ExperiencePolishRequest): Promise<ExperienceSuggestion>;
  /** Match scores (0-100) of the resume before and after the suggestions. */
  score(request: PolishScoreRequest): Promise<PolishScores>;
}
