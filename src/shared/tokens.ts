import type { Config } from '../config.ts';
import type { ActivityRecorder } from './kernel/activity.ts';
import type { Clock } from './kernel/clock.ts';
import type { Ids } from './kernel/ids.ts';
import type { JobHandler, JobQueue, JobQueueMonitor } from './kernel/jobs.ts';
import type { OperatorSettingsSource } from './kernel/operator-settings.ts';
import { token } from './kernel/token.ts';
import type { UnitOfWork } from './kernel/unit-of-work.ts';
import type { Logger } from './logging/logger.ts';
import type { WorkerDocumentRenderer } from './pdf/worker-document-renderer.ts';
import type { Orm } from './persistence/database.ts';

/** Injection tokens for the services every module may use. Module tokens live in each module. */
export const TOKENS = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Ids: token<Ids>('Ids'),
  Orm: token<Orm>('Orm'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  Jobs: token<JobQueue>('Jobs'),
  JobMonitor: token<JobQueueMonitor>('JobMonitor'),
  /** Contributed by modules: what runs each queue's jobs. */
  JobHandlers: token<JobHandler>('JobHandlers'),
  /** Run-time operator settings (trial length, verification, Free limits, support inbox, banner). */
  OperatorSettings: token<OperatorSettingsSource>('OperatorSettings'),
  /** The activity log of what people do (sign-ins, uploads, sessions, polish, plan changes). */
  Activity: token<ActivityRecorder>('Activity'),
  /** Makes documents (the report, the polished resume, invoices) in worker threads, under limits. */
  DocumentRenderer: token<WorkerDocumentRenderer>('DocumentRenderer'),
} as const;
