import type { NotificationType } from './notification.ts';
import type { NotificationPreferences, PreferenceKey } from './notification-preferences.ts';

/**
 * Whether a notification is also mailed, and which preference governs that mail:
 * - `governed`: only while the person's preference is on, and the mail carries an unsubscribe
 *   link for exactly that preference;
 * - `always`: service mail (a reply to the person's own ticket), no unsubscribe link;
 * - `never`: the bell only.
 */
export type MailPolicy =
  | { kind: 'governed'; preference: PreferenceKey }
  | { kind: 'always' }
  | { kind: 'never' };

export function mailPolicyOf(type: NotificationType): MailPolicy {
  switch (type) {
    case 'report_ready':
      return { kind: 'governed', preference: 'wantsSessionCompleteNotify' };
    case 'feature_announcement':
      return { kind: 'governed', preference: 'wantsProductUpdates' };
    case 'support_ticket_reply':
      return { kind: 'always' };
    case 'general':
      return { kind: 'never' };
  }
}

/** Whether this notification goes out by e-mail too, given the person's preferences. */
export function shouldMail(type: NotificationType, preferences: NotificationPreferences): boolean {
  const policy = mailPolicyOf(type);
  if (policy.kind === 'governed') return preferences[policy.preference];
  return policy.kind === 'always';
}
