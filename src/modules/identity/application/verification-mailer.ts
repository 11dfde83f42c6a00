import type { User } from '../domain/user.ts';
import { EMAIL_VERIFICATION_TTL_MS } from '../domain/rate-limits.ts';
import type { IdentityDeps } from './identity-deps.ts';
import { verificationMail } from './mail-templates.ts';

/** Creates a verification token (earlier ones stop working) and mails its link. */
export class VerificationMailer {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  /** Stores the token; returns the mail to send once the surrounding transaction has committed. */
  async prepare(user: User) {
    const { secrets, oneTimeTokens, clock, ids, settings } = this.#d;
    const token = secrets.randomToken();
    const now = clock.now();
    await oneTimeTokens.replace({
      id: ids.next(),
      userId: user.id,
      purpose: 'email_verification',
      tokenHash: secrets.digest(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
      usedAt: null,
    });
    const link = `${settings.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
    return verificationMail(user.email, user.name, link);
  }
}
