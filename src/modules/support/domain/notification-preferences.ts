/** Which e-mails a person wants; the bell's notifications are never affected. */
export interface NotificationPreferences {
  /** The weekly progress summary (Mondays, for people who practised in the week before). */
  wantsProgressReports: boolean;
  /** Mail about new features. */
  wantsProductUpdates: boolean;
  /** The 'Your report is ready' mail after a mock interview. */
  wantsSessionCompleteNotify: boolean;
}

export type PreferenceKey = keyof NotificationPreferences;

export const PREFERENCE_KEYS: readonly PreferenceKey[] = [
  'wantsProgressReports',
  'wantsProductUpdates',
  'wantsSessionCompleteNotify',
];

/** New accounts have every switch on; a person without a stored row has these. */
export const DEFAULT_PREFERENCES: Readonly<NotificationPreferences> = {
  wantsProgressReports: true,
  wantsProductUpdates: true,
  wantsSessionCompleteNotify: true,
};

/** What a person is told after switching one kind of mail off by its link. */
export const UNSUBSCRIBED_MESSAGES: Readonly<Record<PreferenceKey, string>> = {
  wantsProgressReports: 'You will no longer receive weekly progress reports by e-mail.',
  wantsProductUpdates: 'You will no longer receive product updates by e-mail.',
  wantsSessionCompleteNotify: 'You will no longer receive an e-mail when an interview report is ready.',
};
