/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
export interface GoogleCallbackRequest {
  /**
     * The authorization code Google returned to `/auth/callback`.
     * @minLength 1
     * @maxLength 2048
     */
  code: string;
  /**
     * The `state` Google returned; must equal the `oauth_state` cookie (400 when missing or different).
     * @maxLength 512
     */
  state?: string;
}

export interface TokenResponse {
  /** JWT access token for the `x-auth-token` header. */
  token: string;
}

export interface SignupRequest {
  /**
     * Full name (first and last name joined by a space).
     * @minLength 1
     * @maxLength 200
     */
  name: string;
  /** @maxLength 254 */
  email: string;
  /**
     * At least 8 characters with an uppercase letter, a lowercase letter, a number and one of !@#$%^&* (checked on the server in that order with the spec's messages).
     * @maxLength 128
     */
  password: string;
}

export interface LoginRequest {
  /** @maxLength 254 */
  email: string;
  /**
     * @minLength 1
     * @maxLength 128
     */
  password: string;
  /** Keep the refresh cookie after the browser closes. */
  rememberMe?: boolean;
}

export interface PasswordResetRequest {
  /** @maxLength 254 */
  email: string;
}

export interface MessageResponse {
  message: string;
}

export interface ResetPasswordRequest {
  /**
     * @minLength 1
     * @maxLength 512
     */
  token: string;
  /**
     * New password; same strength rules and messages as sign-up.
     * @maxLength 128
     */
  password: string;
}

/**
 * Machine-readable error code of the envelope; the HTTP status follows from it.
 *
 * | code | status | meaning |
 * |---|---|---|
 * | `VALIDATION_FAILED` | 400 | The request does not match the contract (zod issues in `details`) or breaks a rule on its input. |
 * | `UNAUTHENTICATED` | 401 | Missing, invalid or expired credentials. The web app refreshes once, then signs out. |
 * | `UPGRADE_REQUIRED` | 402 | A Free plan limit was reached. Default 'Please upgrade your plan to continue.' |
 * | `FORBIDDEN` | 403 | Role or account state does not allow this (regular user on a staff endpoint, suspended account). |
 * | `EMAIL_NOT_VERIFIED` | 403 | AI action while e-mail verification is required. Default 'Please verify your email to access this.' |
 * | `TRIAL_EXPIRED` | 403 | Pro-only action after the Pro trial ended unpaid. Default 'Your trial has expired.' |
 * | `NOT_FOUND` | 404 | Unknown id, or one owned by someone else. |
 * | `CONFLICT` | 409 | Conflicts with the current state (e-mail taken, session finished, …). |
 * | `FILE_TOO_LARGE` | 413 | Upload over the limit ('File is larger than 100KB' for documents). |
 * | `UNSUPPORTED_FILE_TYPE` | 415 | 'Invalid file type. Only PDF, DOCX, and TXT files are allowed.' |
 * | `UNPROCESSABLE` | 422 | Well-formed but unusable input (no extractable text, no speech). |
 * | `RATE_LIMITED` | 429 | Too many attempts; see `Retry-After`. |
 * | `INTERNAL` | 500 | Unexpected failure; generic message, cause only in the logs under `requestId`. |
 * | `NOT_IMPLEMENTED` | 501 | The module owning the operation has not landed yet. |
 * | `PROVIDER_UNAVAILABLE` | 503 | An outside provider (AI, speech, payments, mail, Google) failed or is not configured. |
 */
export type ErrorCode = typeof ErrorCode[keyof typeof ErrorCode];


export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  TRIAL_EXPIRED: 'TRIAL_EXPIRED',
  UPGRADE_REQUIRED: 'UPGRADE_REQUIRED',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  UNSUPPORTED_FILE_TYPE: 'UNSUPPORTED_FILE_TYPE',
  UNPROCESSABLE: 'UNPROCESSABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  PROVIDER_UNAVAILABLE: 'PROVIDER_UNAVAILABLE',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  INTERNAL: 'INTERNAL',
} as const;

/**
 * One validation issue (a zod issue), or the reason of a refusal: code
 * `account_suspended` on the 401 or 403 of a suspended account.
 */
export interface ErrorDetail {
  /** Where in the request the issue is (property names and array indexes). */
  path: (string | number)[];
  message: string;
  /** The zod issue code (e.g. `invalid_type`, `too_big`, `custom`), or `account_suspended`. */
  code: string;
}

/**
 * The body of every non-2xx answer.
 */
export interface ErrorEnvelope {
  error: ErrorCode;
  /** Human-readable text the web app may show as is. */
  message: string;
  /** The request's id, also in the server logs. */
  requestId: string;
  details?: ErrorDetail[];
}

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export type Role = typeof Role[keyof typeof Role];


export const Role = {
  user: 'user',
  admin: 'admin',
  support: 'support',
} as const;

export type Industry = typeof Industry[keyof typeof Industry];


export const Industry = {
  Technology: 'Technology',
  Finance: 'Finance',
  Healthcare: 'Healthcare',
  Education: 'Education',
  'Retail_&_E-commerce': 'Retail & E-commerce',
  Manufacturing: 'Manufacturing',
  Consulting: 'Consulting',
  'Media_&_Entertainment': 'Media & Entertainment',
  Government: 'Government',
  'Non-profit': 'Non-profit',
  Other: 'Other',
} as const;

export type Experience = typeof Experience[keyof typeof Experience];


export const Experience = {
  Student: 'Student',
  '0-2_years': '0-2 years',
  '3-5_years': '3-5 years',
  '6-10_years': '6-10 years',
  '10+_years': '10+ years',
} as const;

export type Gender = typeof Gender[keyof typeof Gender];


export const Gender = {
  Male: 'Male',
  Female: 'Female',
  'Non-binary': 'Non-binary',
  Prefer_not_to_say: 'Prefer not to say',
} as const;

export type AuthProvider = typeof AuthProvider[keyof typeof AuthProvider];


export const AuthProvider = {
  email: 'email',
  google: 'google',
} as const;

export type TourKey = typeof TourKey[keyof typeof TourKey];


export const TourKey = {
  initial_onboarding_tour: 'initial_onboarding_tour',
  post_interview_tour: 'post_interview_tour',
  save_application_tour: 'save_application_tour',
  polish_resume_tour: 'polish_resume_tour',
} as const;

export interface UserProfile {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** @nullable */
  job_title: string | null;
  industry: Industry | null;
  experience: Experience | null;
  gender: Gender | null;
  auth_provider: AuthProvider;
  email_verified: boolean;
  /** True once the Free plan's one-time AI resume polish was used. */
  used_polish_feature: boolean;
  completedTours: TourKey[];
  created_at: string;
  /**
     * End of the Pro trial; null when the account never had one.
     * @nullable
     */
  trial_ends_at: string | null;
}

export type PlanName = typeof PlanName[keyof typeof PlanName];


export const PlanName = {
  Free: 'Free',
  Pro: 'Pro',
  Premium: 'Premium',
} as const;

export interface SubscriptionSummary {
  planName: PlanName;
  /**
     * Provider status (`active`, `trialing`, `past_due`, `canceled`, `incomplete`, …); null without a subscription.
     * @nullable
     */
  status: string | null;
  /** @nullable */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
}

export interface ProfileResponse {
  user: UserProfile;
  subscription: SubscriptionSummary;
}

/**
 * Any subset of the editable fields; null clears an optional field.
 */
export interface UpdateProfileRequest {
  /**
     * @minLength 1
     * @maxLength 200
     */
  name?: string;
  /**
     * @maxLength 200
     * @nullable
     */
  job_title?: string | null;
  industry?: Industry | null;
  experience?: Experience | null;
  gender?: Gender | null;
}

export interface ChangePasswordRequest {
  /**
     * @minLength 1
     * @maxLength 128
     */
  currentPassword: string;
  /**
     * New password; same strength rules as sign-up ('New password must be at least 8 characters long.' first).
     * @maxLength 128
     */
  newPassword: string;
}

/**
 * The confirmation of an account deletion: `password` for an account with a password,
 * `confirmEmail` for one without (Google sign-in). The other field is not read.
 */
export interface DeleteAccountRequest {
  /**
     * The account's current password.
     * @maxLength 128
     */
  password?: string;
  /**
     * The account's e-mail address typed again (case-insensitive).
     * @maxLength 254
     */
  confirmEmail?: string;
}

export interface CompleteTourRequest {
  tour_key: TourKey;
}

export interface CompletedToursResponse {
  completedTours: TourKey[];
}

/**
 * `RATE_LIMITED`: too many attempts from this client (limits are kept in the database and hold across server instances).
 */
export type RateLimitedResponse = ErrorEnvelope;

/**
 * `INTERNAL`: unexpected failure; generic message, the cause is only in the server logs under `requestId`.
 */
export type InternalResponse = ErrorEnvelope;

/**
 * `NOT_IMPLEMENTED`: the module owning this operation has not landed yet.
 */
export type NotImplementedResponse = ErrorEnvelope;

/**
 * `VALIDATION_FAILED`: the request does not match the contract or breaks a rule on its input; zod issues in `details`.
 */
export type ValidationFailedResponse = ErrorEnvelope;

/**
 * `UNAUTHENTICATED`: missing, invalid or expired credentials (for sign-in: wrong e-mail or password).
 */
export type UnauthenticatedResponse = ErrorEnvelope;

/**
 * 403 with one of three codes: `FORBIDDEN` (role or account state does not allow it,
 * e.g. a regular user on a staff endpoint, a suspended account, a Google account
 * changing its password, a bad file signature), `EMAIL_NOT_VERIFIED` (AI action while
 * e-mail verification is required; default 'Please verify your email to access
 * this.'), `TRIAL_EXPIRED` (Pro-only action after the trial ended unpaid; default
 * 'Your trial has expired.').
 */
export type ForbiddenResponse = ErrorEnvelope;

/**
 * `PROVIDER_UNAVAILABLE`: an outside provider (AI, speech-to-text, payments, mail, Google) failed or is not configured. Nothing the user sent is lost; retrying is safe.
 */
export type ProviderUnavailableResponse = ErrorEnvelope;

/**
 * `CONFLICT`: the request conflicts with the current state (e.g. the e-mail is taken, the session is finished, the e-mail is already verified).
 */
export type ConflictResponse = ErrorEnvelope;

/**
 * Any client error raised by the shared HTTP layer before the handler runs (e.g. 400 `VALIDATION_FAILED` for a malformed request, 429 `RATE_LIMITED` from an abuse limit), in the shared envelope.
 */
export type ClientErrorResponse = ErrorEnvelope;

/**
 * `NOT_FOUND`: no such resource, or it belongs to someone else.
 */
export type NotFoundResponse = ErrorEnvelope;

export type VerifyEmailParams = {
/**
 * The single-use verification token from the mail.
 * @minLength 1
 * @maxLength 512
 */
token: string;
};

export type ListDevMailboxParams = {
/**
 * Only mails sent to this address (case-insensitive).
 * @maxLength 254
 */
to?: string;
/**
 * Maximum number of mails returned.
 * @minimum 1
 * @maximum 200
 */
limit?: number;
};

