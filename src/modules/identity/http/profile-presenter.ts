import type { Profile } from '../application/get-profile.ts';

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
