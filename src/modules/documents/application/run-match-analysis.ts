import { DocumentNotFoundError } from '../domain/documents.errors.ts';
import type { MatchResult } from '../domain/match-result.ts';
import { analysedTextOf } from './analysed-text-of.ts';
import type { DocumentsDeps } from './documents-deps.ts';
import { ownedDocument } from './owned-document.ts';

export interface MatchRequest {
  userId: string;
  resumeId: string;
  jobId: string;
  reanalyze: boolean;
}

export interface MatchAnswer extends MatchResult {
  /** True when the stored analysis was answered instead of a new run. */
  cached: boolean;
}

/**
 * The coaching engine's match analysis of two of the caller's documents, run over their stored
 * texts. The result is kept per pair; asking again answers it unless a new run is requested.
 */
export class RunMatchAnalysis {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(request: MatchRequest): Promise<MatchAnswer> {
    const { userId, resumeId, jobId } = request;
    const { matches, matchEngine, access, clock } = this.#d;
    await ownedDocument(this.#d, userId, resumeId, 'resume');
    await ownedDocument(this.#d, userId, jobId, 'job');
    await access.assertMayUseAi(userId);
    if (!request.reanalyze) {
      const stored = await matches.find(resumeId, jobId);
      if (stored) return { ...resultOf(stored), cached: true };
    }
    const [resumeText, jobText] = await Promise.all([
      analysedTextOf(this.#d, resumeId),
      analysedTextOf(this.#d, jobId),
    ]);
    if (resumeText === null || jobText === null) throw new DocumentNotFoundError();
    const result = resultOf(await matchEngine.analyze(resumeText, jobText));
    await matches.save({ ...result, resumeId, jobId, userId, analyzedAt: clock.now() });
    return { ...result, cached: false };
  }
}

function resultOf(result: MatchResult): MatchResult {
  return {
    score: Math.max(0, Math.min(100, Math.round(result.score))),
    matchedSkills: result.matchedSkills.map((s) => ({ skill: s.skill, evidence: s.evidence })),
    missingSkills: result.missingSkills.map((s) =>
      s.evidence === undefined ? { skill: s.skill } : { skill: s.skill, evidence: s.evidence },
    ),
    analysis: result.analysis,
  };
}
