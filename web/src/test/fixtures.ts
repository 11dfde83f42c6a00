import type {
  PricingConfig,
  ProfileResponse,
  PublicConfig,
  TourKey,
  UserProfile,
} from '../api/generated/model';

/** Every guided tour a page starts by itself: a profile that took them all sees none. */
export const TOURS_TAKEN: TourKey[] = [
  'initial_onboarding_tour',
  'post_interview_tour',
  'polish_resume_tour',
];

/** A deterministic profile: a verified e-mail user on the Free plan, with any field overridden. */
export function makeProfile(
  user: Partial<UserProfile> = {},
  subscription: Partial<ProfileResponse['subscription']> = {},
): ProfileResponse {
  return {
    user: {
      id: 'user-1',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'user',
      job_title: null,
      industry: null,
      experience: null,
      gender: null,
      auth_provider: 'email',
      email_verified: true,
      used_polish_feature: false,
      completedTours: [],
      created_at: '2025-08-01T10:00:00Z',
      trial_ends_at: null,
      ...user,
    },
    subscription: {
      planName: 'Free',
      status: null,
      current_period_end: null,
      cancel_at_period_end: false,
      ...subscription,
    },
  };
}

export function makePublicConfig(config: Partial<PublicConfig> = {}): PublicConfig {
  return {
    googleSignInEnabled: false,
    speechToTextEnabled: false,
    textToSpeechEnabled: false,
    paymentProvider: 'sandbox',
    requireEmailVerification: true,
    trialDays: 7,
    sentryDsn: null,
    ...config,
  };
}

/** The pricing configuration with the product's default prices and price ids. */
export function makePricingConfig(overrides: Partial<PricingConfig> = {}): PricingConfig {
  return {
    PRICE_PRO_MONTHLY: 19,
    PRICE_PREMIUM_MONTHLY: 39,
    ANNUAL_DISCOUNT_PERCENT: 20,
    STRIPE_PRICE_ID_PRO_MONTHLY: 'price_pro_monthly',
    STRIPE_PRICE_ID_PRO_YEARLY: 'price_pro_yearly',
    STRIPE_PRICE_ID_PREMIUM_MONTHLY: 'price_premium_monthly',
    STRIPE_PRICE_ID_PREMIUM_YEARLY: 'price_premium_yearly',
    ...overrides,
  };
}
