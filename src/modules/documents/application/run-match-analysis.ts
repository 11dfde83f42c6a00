import type { Clock } from '../../../shared/kernel/clock.ts';
import { DocumentNotFoundError } from '../domain/documents.errors.ts';
import { type MatchResult, settledMatch } from '../domain/match-result.ts';
import type { AccessGate } from '../ports/access-gate.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { MatchEngine } from '../ports/match-engine.ts';
import type { MatchResultRepository } from '../ports/match-result-repository.ts';
import { analysedTextOf } from './analysed-text-of.ts';
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
  readonly #documents: DocumentRepository;
  readonly #matches: MatchResultRepository;
  readonly #engine: MatchEngine;
  readonly #access: AccessGate;
  readonly #clock: Clock;
  constructor(
    documents: DocumentRepository,
    matches: MatchResultRepository,
    engine: MatchEngine,
    access: AccessGate,
    clock: Clock,
  ) {
    this.#documents = documents;
    this.#matches = matches;
    this.#engine = engine;
    this.#access = access;
    this.#clock = clock;
  }

  async execute(request: MatchRequest): Promise<MatchAnswer> {
    const { userId, resumeId, jobId } = request;
    const documents = this.#documents;
    await ownedDocument(documents, userId, resumeId, 'resume');
    await ownedDocument(documents, userId, jobId, 'job');
    await this.#access.assertMayUseAi(userId);
    if (!request.reanalyze) {
      const stored = await this.#matches.find(resumeId, jobId);
      if (stored) return { ...settledMatch(stored), cached: true };
    }
    const [resume, job] = await Promise.all([
      analysedTextOf(documents, resumeId),
      analysedTextOf(documents, jobId),
    ]);
    if (resume === null || job === null) throw new DocumentNotFoundError();
    const result = settledMatch(
      await this.#engine.analyze(resume.text, job.text, resume.layout, resume.reading),
    );
    await this.#matches.save({ ...result, resumeId, jobId, userId, analyzedAt: this.#clock.now() });
    return { ...result, cached: false };
  }
}
