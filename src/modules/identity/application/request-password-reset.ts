import { RateLimitedError } from '../domain/identity.errors.ts';
import { PASSWORD_RESET_TTL_MS, RATE_LIMITS } from '../domain/rate-limits.ts';
import { normalizeEmail } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { passwordResetMail } from './mail-templates.ts';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that email, we have sent a link to reset the password. It works for 15 minutes.';

/**
 * Mails a single-use reset link valid for 15 minutes (earlier links stop working), at most one a
 * minute per account. The answer is the same whether or not the account exists and whether or not
 * a mail went out, so nobody can probe which e-mails have accounts.
 */
export class RequestPasswordReset {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(input: { email: string; clientIp: string }): Promise<string> {
    const { users, rateLimiter, secrets, oneTimeTokens, mailer, clock, ids, settings } = this.#d;
    const now = clock.now();
    const email = normalizeEmail(input.email);
    const fromAddress = await rateLimiter.hit(RATE_LIMITS.resetPerAddress(input.clientIp), now);
    if (!fromAddress.allowed) {
      throw new RateLimitedError(
        'Too many reset requests. Please try again later.',
        fromAddress.retryAfterSeconds,
      );
    }
    const user = await users.findByEmail(email);
    if (user?.authProvider !== 'email' || user.status === 'suspended') return RESET_REQUESTED_MESSAGE;
    // Never refused per account, or a stranger could deny the owner a reset: within the cool-down
    // the mail sent moments ago still holds the newest, working link.
    const mailCooldown = await rateLimiter.hit(RATE_LIMITS.resetMailPerAccount(user.id), now);
    if (!mailCooldown.allowed) return RESET_REQUESTED_MESSAGE;

    const token = secrets.randomToken();
    await oneTimeTokens.replace({
      id: ids.next(),
      userId: user.id,
      purpose: 'password_reset',
      tokenHash: secrets.digest(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      usedAt: null,
    });
    const link = `${settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // a failed delivery must not answer differently from the no-account case
    await mailer.send(passwordResetMail(user.email, user.name, link)).catch(() => undefined);
    return RESET_REQUESTED_MESSAGE;
  }
}
