export const ROLES = ['user', 'admin', 'support'] as const;
export type Role = (typeof ROLES)[number];

export const TOUR_KEYS = [
  'initial_onboarding_tour',
  'post_interview_tour',
  'save_application_tour',
  'polish_resume_tour',
] as const;
export type TourKey = (typeof TOUR_KEYS)[number];

export const INDUSTRIES = [
  'Technology',
  'Finance',
  'Healthcare',
  'Education',
  'Retail & E-commerce',
  'Manufacturing',
  'Consulting',
  'Media & Entertainment',
  'Government',
  'Non-profit',
  'Other',
] as const;
export const EXPERIENCE_LEVELS = ['Student', '0-2 years', '3-5 years', '6-10 years', '10+ years'] as const;
export const GENDERS = ['Male', 'Female', 'Non-binary', 'Prefer not to say'] as const;

/** An account as the product keeps it. */
export interface User {
  id: string;
  name: string;
  email: string;
  emailNormalized: string;
  passwordHash: string | null;
  role: Role;
  authProvider: 'email' | 'google';
  googleSubject: string | null;
  emailVerified: boolean;
  usedPolishFeature: boolean;
  completedTours: TourKey[];
  jobTitle: string | null;
  industry: string | null;
  experience: string | null;
  gender: string | null;
  status: 'active' | 'suspended';
  trialEndsAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** E-mail addresses are unique without regard to case or surrounding blanks. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isStaff(role: Role): boolean {
  return role === 'admin' || role === 'support';
}
