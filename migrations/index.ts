import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000AppSettings } from './Migration20261122000000_app_settings.ts';
import { Migration20261122010000Identity } from './Migration20261122010000_identity.ts';
import { Migration20261122020000Documents } from './Migration20261122020000_documents.ts';
import { Migration20261122030000Interviewing } from './Migration20261122030000_interviewing.ts';
import { Migration20261122040000OpenSessions } from './Migration20261122040000_open_sessions.ts';
import { Migration20261123090000SignInBackoff } from './Migration20261123090000_sign_in_backoff.ts';
import { Migration20261123090100TokenVersion } from './Migration20261123090100_token_version.ts';
import { Migration20261124100000PolishedDocuments } from './Migration20261124100000_polished_documents.ts';
import { Migration20261124100100PolishRuns } from './Migration20261124100100_polish_runs.ts';
import { Migration20261124140000Billing } from './Migration20261124140000_billing.ts';
import { Migration20261125090000Support } from './Migration20261125090000_support.ts';
import { Migration20261125120000Admin } from './Migration20261125120000_admin.ts';
import { Migration20261126093000PolishAllowance } from './Migration20261126093000_polish_allowance.ts';
import { Migration20261127090000LayoutText } from './Migration20261127090000_layout_text.ts';
import { Migration20261128090000CorrectedReading } from './Migration20261128090000_corrected_reading.ts';
import { Migration20261129100000SubscriptionDiscounts } from './Migration20261129100000_subscription_discounts.ts';
import { Migration20261130090000StaffListIndexes } from './Migration20261130090000_staff_list_indexes.ts';
import { Migration20261130100000MetricsRollup } from './Migration20261130100000_metrics_rollup.ts';
import { Migration20261130200000BackgroundJobsAtScale } from './Migration20261130200000_background_jobs_at_scale.ts';
import { Migration20261201090000AuditLogByActor } from './Migration20261201090000_audit_log_by_actor.ts';

/**
 * Every migration, in order. Listed explicitly so the same build runs from source, in tests and in
 * the container without globbing the file system. Forward-only: never edit one that has shipped.
 */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000000_app_settings', class: Migration20261122000000AppSettings },
  { name: 'Migration20261122010000_identity', class: Migration20261122010000Identity },
  { name: 'Migration20261122020000_documents', class: Migration20261122020000Documents },
  { name: 'Migration20261122030000_interviewing', class: Migration20261122030000Interviewing },
  { name: 'Migration20261122040000_open_sessions', class: Migration20261122040000OpenSessions },
  { name: 'Migration20261123090000_sign_in_backoff', class: Migration20261123090000SignInBackoff },
  { name: 'Migration20261123090100_token_version', class: Migration20261123090100TokenVersion },
  { name: 'Migration20261124100000_polished_documents', class: Migration20261124100000PolishedDocuments },
  { name: 'Migration20261124100100_polish_runs', class: Migration20261124100100PolishRuns },
  { name: 'Migration20261124140000_billing', class: Migration20261124140000Billing },
  { name: 'Migration20261125090000_support', class: Migration20261125090000Support },
  { name: 'Migration20261125120000_admin', class: Migration20261125120000Admin },
  { name: 'Migration20261126093000_polish_allowance', class: Migration20261126093000PolishAllowance },
  { name: 'Migration20261127090000_layout_text', class: Migration20261127090000LayoutText },
  { name: 'Migration20261128090000_corrected_reading', class: Migration20261128090000CorrectedReading },
  {
    name: 'Migration20261129100000_subscription_discounts',
    class: Migration20261129100000SubscriptionDiscounts,
  },
  { name: 'Migration20261130090000_staff_list_indexes', class: Migration20261130090000StaffListIndexes },
  { name: 'Migration20261130100000_metrics_rollup', class: Migration20261130100000MetricsRollup },
  {
    name: 'Migration20261130200000_background_jobs_at_scale',
    class: Migration20261130200000BackgroundJobsAtScale,
  },
  { name: 'Migration20261201090000_audit_log_by_actor', class: Migration20261201090000AuditLogByActor },
];
