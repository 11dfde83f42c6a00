import type { PaidPlanName } from '../../lib/plan-prices';

export type PlanCard = {
  name: 'Free' | PaidPlanName;
  tagline: string;
  features: readonly string[];
};

/** What each plan includes (spec: roles and permissions, plans). */
export const PLAN_CARDS: Record<PlanCard['name'], PlanCard> = {
  Free: {
    name: 'Free',
    tagline: 'Try the essentials',
    features: [
      '3 interview sessions',
      '1 resume upload',
      '1 job description',
      '1 AI resume polish',
      'Basic feedback',
    ],
  },
  Pro: {
    name: 'Pro',
    tagline: 'Professional',
    features: [
      'Generous interview sessions and AI resume polish',
      'Unlimited resume and job description uploads',
      'Advanced analytics',
      'Detailed feedback on every answer',
    ],
  },
  Premium: {
    name: 'Premium',
    tagline: 'For the serious job search',
    features: [
      'Everything in Pro',
      'Expanded interview sessions and AI resume polish',
      'Priority access to new features',
      'Dedicated email support',
    ],
  },
};
