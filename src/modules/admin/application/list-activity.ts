import { pageInfo } from '../../../shared/kernel/paging.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { ACTIVITY_EXPORT_LIMIT, activityCsv, activityCsvFileName } from '../domain/activity-csv.ts';
import type { StaffContext } from '../domain/audit.ts';
import type { ActivityLog, ActivityQuery } from '../ports/activity-log.ts';
import type { StaffActions } from './staff-actions.ts';

/** One page of the activity log, newest first, with the filters combined. */
export class ListActivity {
  readonly #log: ActivityLog;
  constructor(log: ActivityLog) {
    this.#log = log;
  }
  async execute(query: ActivityQuery) {
    const { entries, total } = await this.#log.search(query);
    return { entries, ...pageInfo(query, total) };
  }
}

export type ActivityFilters = Omit<ActivityQuery, 'page' | 'limit'>;

/** The events the filters select as a CSV file; the export itself is an audited staff action. */
export class ExportActivityLog {
  readonly #actions: StaffActions;
  readonly #log: ActivityLog;
  readonly #clock: Clock;
  constructor(actions: StaffActions, log: ActivityLog, clock: Clock) {
    this.#actions = actions;
    this.#log = log;
    this.#clock = clock;
  }

  execute(staff: StaffContext, filters: ActivityFilters): Promise<{ fileName: string; csv: string }> {
    return this.#actions.run(staff, 'activity.export', null, async () => {
      const { entries } = await this.#log.search({ ...filters, page: 1, limit: ACTIVITY_EXPORT_LIMIT });
      const kept = Object.fromEntries(
        Object.entries(filters)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
      );
      return {
        result: { fileName: activityCsvFileName(this.#clock.now()), csv: activityCsv(entries) },
        targetType: null,
        targetId: null,
        before: null,
        after: { filters: kept, rows: entries.length },
      };
    });
  }
}
