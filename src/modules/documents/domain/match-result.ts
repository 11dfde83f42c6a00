/** The coaching engine's match analysis of one resume against one job description, as stored. */
export interface MatchResult {
  /** 0-100. */
  score: number;
  matchedSkills: { skill: string; evidence: string }[];
  missingSkills: { skill: string; evidence?: string }[];
  /** Markdown. */
  analysis: string;
}

/**
 * A result as it is kept and answered: the score a whole number within 0-100, and only the fields
 * a result has (an engine's or a stored row's extras stay behind; an absent evidence stays absent).
 */
export function settledMatch(result: MatchResult): MatchResult {
  return {
    score: Math.max(0, Math.min(100, Math.round(result.score))),
    matchedSkills: result.matchedSkills.map((s) => ({ skill: s.skill, evidence: s.evidence })),
    missingSkills: result.missingSkills.map((s) =>
      s.evidence === undefined ? { skill: s.skill } : { skill: s.skill, evidence: s.evidence },
    ),
    analysis: result.analysis,
  };
}

export interface StoredMatchResult extends MatchResult {
  resumeId: string;
  jobId: string;
  userId: string;
  analyzedAt: Date;
}
