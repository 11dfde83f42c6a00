/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { BreakdownItem } from './breakdownItem.ts';
import type { ReportSession } from './reportSession.ts';
import type { SkillScore } from './skillScore.ts';

export interface SessionSummary {
  session: ReportSession;
  skillScores: SkillScore[];
  /** Markdown; ordered actions, each tied to the answers that showed the gap. */
  improvementRoadmap: string;
  /** One entry per answered main question, in order. */
  breakdown: BreakdownItem[];
}
