import type { Clock } from '../../../shared/kernel/clock.ts';
import type { NotificationPreferences } from '../domain/notification-preferences.ts';
import type { NotificationPreferenceStore } from '../ports/notification-preference-store.ts';

/** Replaces all three of the person's mail preferences. */
export class UpdateNotificationPreferences {
  readonly #preferences: NotificationPreferenceStore;
  readonly #clock: Clock;
  constructor(preferences: NotificationPreferenceStore, clock: Clock) {
    this.#preferences = preferences;
    this.#clock = clock;
  }

  execute(userId: string, preferences: NotificationPreferences): Promise<NotificationPreferences> {
    return this.#preferences.save(userId, preferences, this.#clock.now());
  }
}
