import type { Profile } from '../application/get-profile.ts';
import type { ProfileChanges } from '../application/update-profile.ts';
import type { Session } from '../application/session-issuer.ts';
import type { OutboxMail } from '../adapters/mikro-orm-entities.ts';
import type { ExperienceLevel, Gender, Industry } from '../domain/user.ts';

/** The words the contract answers with once an action is done. */
export const MESSAGES = {
  passwordChanged: 'Password updated successfully!',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  // the same whether or not the account exists, so nobody can probe which e-mails have accounts
  resetRequested:
    'If an account exists for that email, we have sent a link to reset the password. It works for 15 minutes.',
  verificationSent: 'A new verification link has been sent.',
} as const;

/** The profile answer of the contract: `user` in the spec's field names, `subscription` as billing shows it. */
export function presentProfile({ user, entitlements }: Profile) {
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      job_title: user.jobTitle,
      industry: user.industry,
      experience: user.experience,
      gender: user.gender,
      auth_provider: user.authProvider,
      email_verified: user.emailVerified,
      used_polish_feature: user.usedPolishFeature,
      completedTours: user.completedTours,
      created_at: user.createdAt.toISOString(),
      trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    },
    subscription: {
      planName: entitlements.planName,
      status: entitlements.status,
      current_period_end: entitlements.currentPeriodEnd?.toISOString() ?? null,
      cancel_at_period_end: entitlements.cancelAtPeriodEnd,
    },
  };
}

/** The profile fields of an update request, in the domain's names; nothing else is read. */
export function profileChangesFrom(body: {
  name?: string;
  job_title?: string | null;
  industry?: Industry | null;
  experience?: ExperienceLevel | null;
  gender?: Gender | null;
}): ProfileChanges {
  const { name, job_title, industry, experience, gender } = body;
  return { name, jobTitle: job_title, industry, experience, gender };
}

/** Sign-up, sign-in and refresh answer with the access token; the refresh token goes in a cookie. */
export function presentSession(session: Session) {
  return { token: session.accessToken };
}

/** A mail the development outbox kept. */
export function presentMail(mail: OutboxMail) {
  return {
    id: mail.id,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    created_at: mail.createdAt.toISOString(),
  };
}
