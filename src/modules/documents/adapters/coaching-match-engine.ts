import type { AnalyzeMatch, StructuredResume } from '../../coaching/index.ts';
import type { MatchResult } from '../domain/match-result.ts';
import type { MatchEngine } from '../ports/match-engine.ts';

/** The coaching module's match analysis (its AnalyzeMatch use case) behind this module's port. */
export class CoachingMatchEngine implements MatchEngine {
  readonly #analyzeMatch: () => AnalyzeMatch;
  /** Resolved on first use, so the engine is only built when an analysis is asked for. */
  constructor(analyzeMatch: () => AnalyzeMatch) {
    this.#analyzeMatch = analyzeMatch;
  }

  async analyze(
    resumeText: string,
    jobText: string,
    resumeLayout?: string,
    resumeReading?: StructuredResume | null,
  ): Promise<MatchResult> {
    const { analysis } = await this.#analyzeMatch().execute({
      resumeText,
      jobText,
      resumeReading: resumeReading ?? null,
      ...(resumeLayout === undefined ? {} : { resumeLayout }),
    });
    return {
      score: analysis.score,
      matchedSkills: analysis.matchedSkills,
      missingSkills: analysis.missingSkills,
      analysis: analysis.analysis,
    };
  }
}
