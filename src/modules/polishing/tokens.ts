import type { StreamSlots } from '../../shared/kernel/stream-slots.ts';
import { token } from '../../shared/kernel/token.ts';
import type { ExportPolishedResume } from './application/export-polished-resume.ts';
import type { OpenPolish } from './application/open-polish.ts';
import type { RepolishExperience } from './application/repolish-experience.ts';
import type { RunPolish } from './application/run-polish.ts';
import type { SavePolishedResume } from './application/save-polished-resume.ts';
import type { SweepAbandonedPolishes } from './application/sweep-abandoned-polishes.ts';
import type { DocumentTexts } from './ports/document-texts.ts';
import type { MatchScorer } from './ports/match-scorer.ts';
import type { PolishAccess } from './ports/polish-access.ts';
import type { PolishRunRepository } from './ports/polish-run-repository.ts';
import type { ResumeRenderer } from './ports/resume-renderer.ts';

/** Injection tokens of the polishing module. */
export const POLISHING = {
  // ports shared by several use cases
  Runs: token<PolishRunRepository>('polishing.Runs'),
  Documents: token<DocumentTexts>('polishing.Documents'),
  Access: token<PolishAccess>('polishing.Access'),
  Scorer: token<MatchScorer>('polishing.Scorer'),
  Renderer: token<ResumeRenderer>('polishing.Renderer'),
  // use cases
  OpenPolish: token<OpenPolish>('polishing.OpenPolish'),
  RunPolish: token<RunPolish>('polishing.RunPolish'),
  RepolishExperience: token<RepolishExperience>('polishing.RepolishExperience'),
  SavePolishedResume: token<SavePolishedResume>('polishing.SavePolishedResume'),
  ExportPolishedResume: token<ExportPolishedResume>('polishing.ExportPolishedResume'),
  SweepAbandonedPolishes: token<SweepAbandonedPolishes>('polishing.SweepAbandonedPolishes'),
  /** The polish streams each person holds open on this instance (capped). */
  StreamSlots: token<StreamSlots>('polishing.StreamSlots'),
} as const;
