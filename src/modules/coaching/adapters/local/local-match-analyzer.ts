import type { Clock } from '../../../../shared/kernel/clock.ts';
import type { MatchAnalysis } from '../../domain/match-analysis.ts';
import type { MatchAnalyzer, MatchRequest } from '../../ports/match-analyzer.ts';
import { jobLineFor } from './job-parser.ts';
import { matchNarrative } from './match-narrative.ts';
import { type MatchBreakdown, scoreMatch } from './match-scorer.ts';
import { excerpt } from './text-tools.ts';

const QUOTE = 240;

/** Match analysis by the offline engine: evidence-backed, deterministic for the same documents. */
export class LocalMatchAnalyzer implements MatchAnalyzer {
  readonly #clock: Clock;

  constructor(clock: Clock) {
    this.#clock = clock;
  }

  /** The breakdown behind a score, for the polisher's before/after scores and for tests. */
  breakdown(request: MatchRequest): MatchBreakdown {
    const now = this.#clock.now();
    return scoreMatch(
      request.resume,
      request.job,
      now.getUTCFullYear() * 12 + now.getUTCMonth(),
      request.resumeText,
    );
  }

  async analyze(request: MatchRequest): Promise<MatchAnalysis> {
    const m = this.breakdown(request);
    const jobText = request.jobText;
    const lineFor = (skill: string) => (jobText ? jobLineFor(skill, jobText) : undefined);
    return {
      score: m.score,
      matchedSkills: m.skills
        .filter((f) => f.evidence)
        .map((f) => {
          const line = f.evidence!.text;
          const at = f.shownBy ? line.indexOf(f.shownBy) : 0;
          return { skill: f.skill, evidence: excerpt(line, QUOTE, Math.max(0, at)), rule: f.rule };
        }),
      missingSkills: m.skills
        .filter((f) => !f.evidence)
        .map((f) => {
          const line = lineFor(f.skill);
          return line
            ? { skill: f.skill, evidence: excerpt(line, QUOTE), rule: f.rule }
            : { skill: f.skill, rule: f.rule };
        }),
      analysis: matchNarrative(request.job, m, lineFor),
    };
  }
}
