import type { ActivityQuery, ActivityLog } from '../ports/activity-log.ts';

/** One page of the activity log, newest first, with the filters combined. */
export class ListActivity {
  readonly #log: ActivityLog;
  constructor(log: ActivityLog) {
    this.#log = log;
  }
  async execute(query: ActivityQuery) {
    const { entries, total } = await this.#log.search(query);
    return {
      entries,
      total,
      page: query.page,
      limit: query.limit,
      totalPages: Math.ceil(total / query.limit),
    };
  }
}
