import { DEFAULT_PREFERENCES, type NotificationPreferences } from '../domain/notification-preferences.ts';
import type { NotificationPreferenceStore } from '../ports/notification-preference-store.ts';

/** The person's mail preferences; all on for someone who never changed them. */
export class GetNotificationPreferences {
  readonly #preferences: NotificationPreferenceStore;
  constructor(preferences: NotificationPreferenceStore) {
    this.#preferences = preferences;
  }

  async execute(userId: string): Promise<NotificationPreferences> {
    return (await this.#preferences.find(userId)) ?? { ...DEFAULT_PREFERENCES };
  }
}
