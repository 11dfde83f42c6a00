/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { BreakdownItem } from './breakdownItem.ts';
import type { ReportSession } from './reportSession.ts';
import type { SkillScore } from './skillScore.ts';

export interface SessionSummary {
  session: ReportSession;
  /** True when the session ended before any answer was recorded; then there is nothing to score (score null, no skill scores, empty roadmap and breakdown), no report-ready notification was sent, and the session does not count toward the Free plan's sessions. */
  endedWithoutAnswers: boolean;
  skillScores: SkillScore[];
  /** Markdown; ordered actions, each tied to the answers that showed the gap. */
  improvementRoadmap: string;
  /** One entry per answered main question, in order. */
  breakdown: BreakdownItem[];
}
