import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { StreamSlots, tooManyStreams } from '../../shared/kernel/stream-slots.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { COACHING } from '../coaching/index.ts';
import { DOCUMENTS } from '../documents/index.ts';
import { IDENTITY } from '../identity/index.ts';
import { DocumentsMatchScorer } from './adapters/documents-match-scorer.ts';
import { DocumentsModuleTexts } from './adapters/documents-module-texts.ts';
import { DocumentsPolishedStore } from './adapters/documents-polished-store.ts';
import { FflateResumeDocx } from './adapters/fflate-resume-docx.ts';
import { IdentityPolishAccess } from './adapters/identity-polish-access.ts';
import { MikroOrmPolishRunRepository } from './adapters/mikro-orm-polish-run-repository.ts';
import { PdfmakeResumePdf } from './adapters/pdfmake-resume-pdf.ts';
import { PlainTextResume } from './adapters/plain-text-resume.ts';
import { ExportPolishedResume } from './application/export-polished-resume.ts';
import { OpenPolish } from './application/open-polish.ts';
import { RepolishExperience } from './application/repolish-experience.ts';
import { RunPolish } from './application/run-polish.ts';
import { SavePolishedResume } from './application/save-polished-resume.ts';
import { SweepAbandonedPolishes } from './application/sweep-abandoned-polishes.ts';
import { POLISH_STREAM_RETRY_SECONDS, TOO_MANY_POLISH_STREAMS } from './domain/polish-streams.ts';
import routes from './http/generated/polishing.routes.ts';
import type { ResumeRenderer } from './ports/resume-renderer.ts';
import { POLISHING } from './tokens.ts';

/** The polishing module's background work. */
export const POLISHING_QUEUES = { sweepAbandoned: 'polishing.sweep-abandoned' } as const;

function register(registry: Registry): void {
  const P = POLISHING;
  registry.construct(P.Runs, [TOKENS.Orm], MikroOrmPolishRunRepository);
  registry.construct(P.Documents, [DOCUMENTS.ReadOwnedDocument], DocumentsModuleTexts);
  registry.construct(P.Access, [IDENTITY.AccessPolicy, IDENTITY.PolishUsage], IdentityPolishAccess);
  registry.construct(P.Scorer, [DOCUMENTS.MatchEngine], DocumentsMatchScorer);
  registry.provide(P.Renderer, [TOKENS.DocumentRenderer], (documents): ResumeRenderer => {
    const pdf = new PdfmakeResumePdf(documents);
    const docx = new FflateResumeDocx(documents);
    const text = new PlainTextResume(documents);
    return {
      pdf: (markdown) => pdf.render(markdown),
      docx: (markdown) => docx.render(markdown),
      text: (markdown) => text.render(markdown),
    };
  });
  registry.provide(
    P.OpenPolish,
    [P.Runs, P.Documents, P.Access, TOKENS.Clock, TOKENS.Ids, TOKENS.OperatorSettings],
    (runs, documents, access, clock, ids, settings) =>
      new OpenPolish(
        runs,
        documents,
        access,
        clock,
        ids,
        async () => (await settings.current()).freePlanLimits.resumePolishes,
      ),
  );
  registry.construct(
    P.RunPolish,
    [
      P.Runs,
      P.Documents,
      COACHING.DocumentUnderstanding,
      COACHING.ResumePolisher,
      COACHING.FactVocabulary,
      P.Scorer,
      P.Access,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      TOKENS.Logger,
      TOKENS.Activity,
    ],
    RunPolish,
  );
  registry.construct(
    P.RepolishExperience,
    [
      P.Access,
      P.Runs,
      COACHING.DocumentUnderstanding,
      COACHING.ResumePolisher,
      COACHING.FactVocabulary,
      TOKENS.Clock,
    ],
    RepolishExperience,
  );
  registry.provide(
    P.SavePolishedResume,
    [P.Access, P.Renderer, DOCUMENTS.StorePolishedResume],
    (access, renderer, store) => new SavePolishedResume(access, renderer, new DocumentsPolishedStore(store)),
  );
  registry.construct(P.ExportPolishedResume, [P.Renderer], ExportPolishedResume);
  // runs nobody will finish (a crashed instance, a client that never came back) end as failed
  // polishes and give back the Free polish they claimed; one sweep at a time across instances
  registry.construct(
    P.SweepAbandonedPolishes,
    [P.Runs, TOKENS.UnitOfWork, TOKENS.Clock],
    SweepAbandonedPolishes,
  );
  registry.contribute(TOKENS.JobHandlers, [P.SweepAbandonedPolishes, TOKENS.Logger], (sweeper, logger) => ({
    queue: POLISHING_QUEUES.sweepAbandoned,
    run: async () => {
      const ended = await sweeper.sweep();
      if (ended > 0) logger.info({ runs: ended }, 'abandoned polish runs ended');
    },
    every: '*/5 * * * *',
    retries: 0,
    exclusive: true,
  }));
  registry.provide(
    P.StreamSlots,
    [TOKENS.Config],
    (config) =>
      new StreamSlots(config.POLISH_STREAMS_PER_PERSON, () =>
        tooManyStreams(TOO_MANY_POLISH_STREAMS, POLISH_STREAM_RETRY_SECONDS),
      ),
  );
}

/**
 * AI Resume Polish: the suggestion stream (stored event by event so it resumes anywhere), the
 * retry of one experience, saving the polished resume as a new resume and downloading it, and the
 * sweep that ends abandoned runs.
 */
export const polishingModule: AppModule = { name: 'polishing', routes, register };
