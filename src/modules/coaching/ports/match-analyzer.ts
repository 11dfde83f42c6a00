import type { MatchAnalysis } from '../domain/match-analysis.ts';
import type { StructuredJobDescription } from '../domain/structured-job.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';

export interface MatchRequest {
  resume: StructuredResume;
  job: StructuredJobDescription;
  /** The original texts, when the caller has them: evidence is quoted from them. */
  resumeText?: string;
  jobText?: string;
}

export interface MatchAnalyzer {
  /**
   * Score 0-100 with every matched skill carrying the resume line that shows it and every missing
   * skill the job line that asks for it, plus the markdown analysis. The same input gives the same
   * score. Rejects with ProviderUnavailableError when a remote provider fails.
   */
  analyze(request: MatchRequest): Promise<MatchAnalysis>;
}
