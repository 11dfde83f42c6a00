import type { NotificationPreferences, PreferenceKey } from '../domain/notification-preferences.ts';

/**
 * Each person's mail preferences and the token of their unsubscribe links. A row is made lazily,
 * with the default preferences and a fresh random token, the first time one is needed.
 */
export interface NotificationPreferenceStore {
  /** The person's stored preferences; null when they never had a row (the defaults apply). */
  find(userId: string): Promise<NotificationPreferences | null>;
  /** Replaces all three switches (making the row if needed); the preferences now stored. */
  save(userId: string, preferences: NotificationPreferences, at: Date): Promise<NotificationPreferences>;
  /** The person's unsubscribe token, making their row (default preferences) when there is none. */
  unsubscribeTokenOf(userId: string, at: Date): Promise<string>;
  /** `unsubscribeTokenOf` for many people in two statements: a map from each person to their token. */
  unsubscribeTokensOf(userIds: readonly string[], at: Date): Promise<Map<string, string>>;
  /** Switches one preference off for the holder of this token; false when no one holds it. */
  switchOff(personToken: string, preference: PreferenceKey, at: Date): Promise<boolean>;
}
