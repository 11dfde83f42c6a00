import type { Activity, ActivityRecorder } from '../../../shared/kernel/activity.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import { activityMetadata } from '../domain/activity.ts';
import type { ActivityLog } from '../ports/activity-log.ts';

/** Where a record that could not be written is reported. */
export interface ActivityProblems {
  warn(context: object, message: string): void;
}

/**
 * Writes what people do to the activity log: one insert, in the caller's transaction when there
 * is one. The person's action never fails because of it: a failure is logged and forgotten.
 */
export class LoggedActivityRecorder implements ActivityRecorder {
  readonly #log: ActivityLog;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #problems: ActivityProblems;
  constructor(log: ActivityLog, clock: Clock, ids: Ids, problems: ActivityProblems) {
    this.#log = log;
    this.#clock = clock;
    this.#ids = ids;
    this.#problems = problems;
  }

  async record(activity: Activity): Promise<void> {
    try {
      await this.#log.append({
        id: this.#ids.next(),
        userId: activity.userId,
        event: activity.event,
        metadata: activityMetadata(activity.metadata),
        createdAt: this.#clock.now(),
      });
    } catch (err) {
      this.#problems.warn({ err, event: activity.event }, 'an activity could not be recorded');
    }
  }
}
