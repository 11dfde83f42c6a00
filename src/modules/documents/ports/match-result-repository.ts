import type { StoredMatchResult } from '../domain/match-result.ts';

export interface MatchResultRepository {
  /** The stored analysis of this resume and job pair, or null. */
  find(resumeId: string, jobId: string): Promise<StoredMatchResult | null>;
  /** Stores the analysis of the pair, replacing an earlier one. */
  save(result: StoredMatchResult): Promise<void>;
  /** Forgets every stored analysis of this resume (its reading changed). */
  forgetResume(resumeId: string): Promise<void>;
}
