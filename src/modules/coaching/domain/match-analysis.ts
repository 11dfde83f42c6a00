/** The contract's `MatchedSkill`: a skill the job wants and the resume line that shows it. */
export interface MatchedSkill {
  skill: string;
  evidence: string;
}

/** The contract's `MissingSkill`: a skill the job wants, with the job line that asks for it. */
export interface MissingSkill {
  skill: string;
  evidence?: string;
}

/** What the documents module stores and answers for analyze-match (it adds `cached`). */
export interface MatchAnalysis {
  /** 0-100; the same resume and job always give the same score. */
  score: number;
  matchedSkills: MatchedSkill[];
  missingSkills: MissingSkill[];
  /** Markdown shown in 'Quick Analysis'. */
  analysis: string;
}
