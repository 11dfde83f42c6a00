/**
 * Which rule tied a skill to a line: its own name, an alias, a narrower skill that shows a broader
 * one (PostgreSQL shows Relational Databases), one of several alternatives the job accepts, or a
 * phrase that shows it without naming it ('developing product strategies' -> Product Strategy).
 */
export type MatchRule = 'exact' | 'alias' | 'concept' | 'alternative' | 'phrase';

/** The contract's `MatchedSkill`: a skill the job wants and the resume line that shows it. */
export interface MatchedSkill {
  skill: string;
  evidence: string;
  /** How the resume line shows the skill, when the engine says. */
  rule?: MatchRule;
}

/** The contract's `MissingSkill`: a skill the job wants, with the job line that asks for it. */
export interface MissingSkill {
  skill: string;
  evidence?: string;
  /** How the job line asks for the skill (by name, alias, or as one of several), when known. */
  rule?: MatchRule;
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
