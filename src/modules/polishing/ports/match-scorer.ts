/** The match analysis Quick Analysis runs, as a score only. */
export interface MatchScorer {
  /** 0-100 for the resume text against the job text; the same texts give the same score. */
  score(resumeText: string, jobText: string): Promise<number>;
}
