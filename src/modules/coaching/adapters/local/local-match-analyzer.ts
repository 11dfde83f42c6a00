import type { Clock } from '../../../../shared/kernel/clock.ts';
import type { MatchAnalysis } from '../../domain/match-analysis.ts';
import type { MatchAnalyzer, MatchRequest } from '../../ports/match-analyzer.ts';
import { jobLineFor } from './job-parser.ts';
import { matchNarrative } from './match-narrative.ts';
import { type MatchBreakdown, scoreMatch } from './match-scorer.ts';
import { truncate } from './text-tools.ts';

/** Match analysis by the offline engine: evidence-backed, deterministic for the same documents. */
export class LocalMatchAnalyzer implements MatchAnalyzer {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** The breakdown behind a score, for the polisher's before/after scores and for tests. */
  breakdown(request: MatchRequest): MatchBreakdown {
    const now = this.#clock.now();
    return scoreMatch(request.resume, request.job, now.getUTCFullYear() * 12 + now.getUTCMonth());
  }

  async analyze(request: MatchRequest): Promise<MatchAnalysis> {
    const m = this.breakdown(request);
    const jobText = request.jobText;
    const lineFor = (skill: string) => (jobText ? jobLineFor(skill, jobText) : undefined);
    return {
      score: m.score,
      matchedSkills: m.skills
        .filter((f) => f.evidence)
        .map((f) => ({ skill: f.skill, evidence: truncate(f.evidence!.text, 240) })),
      missingSkills: m.skills
        .filter((f) => !f.evidence)
        .map((f) => {
          const line = lineFor(f.skill);
          return line ? { skill: f.skill, evidence: truncate(line, 240) } : { skill: f.skill };
        }),
      analysis: matchNarrative(request.job, m, lineFor),
    };
  }
}
