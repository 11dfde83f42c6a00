import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { AccessGate } from '../ports/access-gate.ts';
import type { ApplicationScores } from '../ports/application-scores.ts';
import type { DocumentRepository } from '../ports/document-repository.ts';
import type { FileStorage, SignedUrlVerifier } from '../ports/file-storage.ts';
import type { MatchEngine } from '../ports/match-engine.ts';
import type { MatchResultRepository } from '../ports/match-result-repository.ts';
import type { ProblemLog } from '../ports/problem-log.ts';
import type { SavedApplicationRepository } from '../ports/saved-application-repository.ts';
import type { TextExtractor } from '../ports/text-extractor.ts';

export interface DocumentsSettings {
  /** Lifetime of a signed download URL ("a few minutes"). */
  downloadUrlTtlSeconds: number;
}

/** Everything the documents use cases may reach, bound once in the module's index.ts. */
export interface DocumentsDeps {
  documents: DocumentRepository;
  storage: FileStorage;
  signedUrls: SignedUrlVerifier;
  extractor: TextExtractor;
  matches: MatchResultRepository;
  matchEngine: MatchEngine;
  applications: SavedApplicationRepository;
  scores: ApplicationScores;
  access: AccessGate;
  unitOfWork: UnitOfWork;
  clock: Clock;
  ids: Ids;
  problems: ProblemLog;
  settings: DocumentsSettings;
}
