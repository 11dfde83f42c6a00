import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { InvalidUnsubscribeLinkError, TOO_MANY_UNSUBSCRIBES } from '../domain/notification.errors.ts';
import { type PreferenceKey, UNSUBSCRIBED_MESSAGES } from '../domain/notification-preferences.ts';
import { parseUnsubscribeToken } from '../domain/unsubscribe-token.ts';
import type { NotificationPreferenceStore } from '../ports/notification-preference-store.ts';
import type { UnsubscribeAttempts } from '../ports/unsubscribe-attempts.ts';

/**
 * One-click unsubscribe from the link in a mail: switches off the preference the token names, for
 * the person it names. Public, so counted per client address against guessing tokens; idempotent.
 */
export class UnsubscribeFromMail {
  readonly #preferences: NotificationPreferenceStore;
  readonly #attempts: UnsubscribeAttempts;
  readonly #clock: Clock;
  constructor(preferences: NotificationPreferenceStore, attempts: UnsubscribeAttempts, clock: Clock) {
    this.#preferences = preferences;
    this.#attempts = attempts;
    this.#clock = clock;
  }

  async execute(token: string, clientKey: string): Promise<{ preference: PreferenceKey; message: string }> {
    const now = this.#clock.now();
    const decision = await this.#attempts.take(clientKey, now);
    if (!decision.allowed) {
      throw new AppError('RATE_LIMITED', TOO_MANY_UNSUBSCRIBES, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    const parsed = parseUnsubscribeToken(token);
    if (!parsed) throw new InvalidUnsubscribeLinkError();
    if (!(await this.#preferences.switchOff(parsed.personToken, parsed.preference, now))) {
      throw new InvalidUnsubscribeLinkError();
    }
    return { preference: parsed.preference, message: UNSUBSCRIBED_MESSAGES[parsed.preference] };
  }
}
