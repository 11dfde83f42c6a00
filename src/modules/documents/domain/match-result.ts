/** The coaching engine's match analysis of one resume against one job description, as stored. */
export interface MatchResult {
  /** 0-100. */
  score: number;
  matchedSkills: { skill: string; evidence: string }[];
  missingSkills: { skill: string; evidence?: string }[];
  /** Markdown. */
  analysis: string;
}

export interface StoredMatchResult extends MatchResult {
  resumeId: string;
  jobId: string;
  userId: string;
  analyzedAt: Date;
}
