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
export type Industry = (typeof INDUSTRIES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type Gender = (typeof GENDERS)[number];

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
  industry: Industry | null;
  experience: ExperienceLevel | null;
  gender: Gender | null;
  status: 'active' | 'suspended';
  /**
   * Carried in every access token; moving it on sign-out, password change or reset, suspension
   * and role change ends every access token issued before.
   */
  tokenVersion: number;
  trialEndsAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The account as an authenticated request needs it: whether its tokens still count (status,
 * token version), its role, and what the product shows of it (profile, plan trial). Never its
 * credentials or sign-in bookkeeping: authentication reads this on every request.
 */
export type AccountView = Pick<
  User,
  | 'id'
  | 'name'
  | 'email'
  | 'role'
  | 'authProvider'
  | 'emailVerified'
  | 'usedPolishFeature'
  | 'completedTours'
  | 'jobTitle'
  | 'industry'
  | 'experience'
  | 'gender'
  | 'status'
  | 'tokenVersion'
  | 'trialEndsAt'
  | 'createdAt'
>;

/** E-mail addresses are unique without regard to case or surrounding blanks. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface NewAccount {
  id: string;
  name: string;
  email: string;
  passwordHash: string | null;
  role?: Role;
  authProvider?: 'email' | 'google';
  googleSubject?: string | null;
  emailVerified?: boolean;
  signedIn?: boolean;
}

/** A fresh account: every new account starts on the Pro trial (none when trialDays is 0). */
export function newAccount(fields: NewAccount, now: Date, trialDays: number): User {
  return {
    id: fields.id,
    name: fields.name.trim(),
    email: fields.email.trim(),
    emailNormalized: normalizeEmail(fields.email),
    passwordHash: fields.passwordHash,
    role: fields.role ?? 'user',
    authProvider: fields.authProvider ?? 'email',
    googleSubject: fields.googleSubject ?? null,
    emailVerified: fields.emailVerified ?? false,
    usedPolishFeature: false,
    completedTours: [],
    jobTitle: null,
    industry: null,
    experience: null,
    gender: null,
    status: 'active',
    tokenVersion: 0,
    trialEndsAt: trialDays > 0 ? new Date(now.getTime() + trialDays * 86_400_000) : null,
    lastLoginAt: fields.signedIn ? now : null,
    createdAt: now,
    updatedAt: now,
  };
}
