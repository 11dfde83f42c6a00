import { Container } from 'inversify';
import type { Config } from './config.ts';
import type { Logger } from './shared/logging/logger.ts';
import type { Resolve } from './shared/http/app-env.ts';
import type { Clock } from './shared/kernel/clock.ts';
import type { JobHandler, JobQueue, JobQueueMonitor } from './shared/kernel/jobs.ts';
import { systemClock } from './shared/kernel/clock.ts';
import { uuidIds } from './shared/kernel/ids.ts';
import type { AppModule } from './shared/module.ts';
import type { Orm } from './shared/persistence/database.ts';
import { WorkerDocumentRenderer } from './shared/pdf/worker-document-renderer.ts';
import { MikroOrmUnitOfWork } from './shared/persistence/mikro-orm-unit-of-work.ts';
import { containerRegistry } from './shared/registry.ts';
import { TOKENS } from './shared/tokens.ts';
import { adminModule } from './modules/admin/module.ts';
import { billingModule } from './modules/billing/module.ts';
import { coachingModule } from './modules/coaching/module.ts';
import { documentsModule } from './modules/documents/module.ts';
import { identityModule } from './modules/identity/module.ts';
import { interviewingModule } from './modules/interviewing/module.ts';
import { operationsModule } from './modules/operations/module.ts';
import { polishingModule } from './modules/polishing/module.ts';
import { supportModule } from './modules/support/module.ts';

/** Every module, in mount order. Adding a module means adding it here and to the Orval config. */
export const MODULES: AppModule[] = [
  operationsModule,
  coachingModule,
  identityModule,
  documentsModule,
  interviewingModule,
  polishingModule,
  billingModule,
  supportModule,
  adminModule,
];

export function moduleEntities() {
  return MODULES.flatMap((m) => m.entities ?? []);
}

export interface CompositionRoot {
  container: Container;
  resolve: Resolve;
  /** What each module runs in the background, for the job queue to work. */
  jobHandlers(): JobHandler[];
}

/**
 * Builds the container: shared services first, then each module binds its use cases and picks its
 * adapters from the configuration (embedded defaults unless a real provider is configured).
 */
export function compose(deps: {
  config: Config;
  logger: Logger;
  orm: Orm;
  jobs: JobQueue & JobQueueMonitor;
  clock?: Clock;
}): CompositionRoot {
  const container = new Container({ defaultScope: 'Singleton' });
  const registry = containerRegistry(container);
  registry.constant(TOKENS.Config, deps.config);
  registry.constant(TOKENS.Logger, deps.logger);
  registry.constant(TOKENS.Orm, deps.orm);
  registry.constant(TOKENS.Clock, deps.clock ?? systemClock);
  registry.constant(TOKENS.Ids, uuidIds);
  registry.constant(TOKENS.UnitOfWork, new MikroOrmUnitOfWork(deps.orm));
  registry.constant(TOKENS.Jobs, deps.jobs);
  registry.constant(TOKENS.JobMonitor, deps.jobs);
  // one pool of workers for every document; the container's disposal stops them, even mid-document
  registry.provide(
    TOKENS.DocumentRenderer,
    [],
    () => new WorkerDocumentRenderer({ limits: { timeoutMs: deps.config.RENDER_TIMEOUT_MS } }),
    (documents) => documents.close(),
  );
  for (const module of MODULES) module.register?.(registry);
  return { container, resolve: registry.get, jobHandlers: () => registry.all(TOKENS.JobHandlers) };
}
