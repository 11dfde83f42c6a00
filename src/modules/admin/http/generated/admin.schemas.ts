/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
export interface PaidSubscriptionCounts {
  /** @minimum 0 */
  Pro: number;
  /** @minimum 0 */
  Premium: number;
}

export interface AdminMetrics {
  /** @minimum 0 */
  totalUsers: number;
  /**
     * Users active within the last 30 days.
     * @minimum 0
     */
  activeUsers: number;
  /** @minimum 0 */
  newUsersLast7Days: number;
  /** @minimum 0 */
  totalSessions: number;
  /** @minimum 0 */
  sessionsLast7Days: number;
  /**
     * Average session score over all scored sessions; null when none.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  averageScore: number | null;
  /** @minimum 0 */
  openTickets: number;
  paidSubscriptions: PaidSubscriptionCounts;
  /**
     * Paid invoices within the last 30 days, in cents.
     * @minimum 0
     */
  revenueLast30DaysCents: number;
}

export type Role = typeof Role[keyof typeof Role];


export const Role = {
  user: 'user',
  admin: 'admin',
  support: 'support',
} as const;

export type UserStatus = typeof UserStatus[keyof typeof UserStatus];


export const UserStatus = {
  active: 'active',
  suspended: 'suspended',
} as const;

export type PlanName = typeof PlanName[keyof typeof PlanName];


export const PlanName = {
  Free: 'Free',
  Pro: 'Pro',
  Premium: 'Premium',
} as const;

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  planName: PlanName;
  email_verified: boolean;
  created_at: string;
  /** @nullable */
  last_login_at: string | null;
}

export interface AdminUserPage {
  users: AdminUser[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}

export interface MessageResponse {
  message: string;
}

export type TicketStatus = typeof TicketStatus[keyof typeof TicketStatus];


export const TicketStatus = {
  Open: 'Open',
  Resolved: 'Resolved',
} as const;

export type FeedbackType = typeof FeedbackType[keyof typeof FeedbackType];


export const FeedbackType = {
  Bug_Report: 'Bug Report',
  Feature_Request: 'Feature Request',
  General_Feedback: 'General Feedback',
} as const;

export interface AdminTicket {
  id: string;
  feedback_type: FeedbackType;
  message: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  user_id: string;
  user_name: string;
  user_email: string;
}

export interface AdminTicketPage {
  tickets: AdminTicket[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}

export interface SupportTicket {
  id: string;
  feedback_type: FeedbackType;
  message: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
}

export interface TicketUser {
  id: string;
  name: string;
  email: string;
}

export type AuthorRole = typeof AuthorRole[keyof typeof AuthorRole];


export const AuthorRole = {
  user: 'user',
  support: 'support',
  admin: 'admin',
} as const;

export interface ConversationEntry {
  id: string;
  author_role: AuthorRole;
  author_name: string;
  response: string;
  created_at: string;
}

export interface AdminTicketDetail {
  ticket: SupportTicket;
  user: TicketUser;
  conversation: ConversationEntry[];
}

export interface TicketReplyRequest {
  /**
     * Must not be blank after trimming.
     * @minLength 1
     * @maxLength 5000
     */
  response: string;
}

export interface TicketStatusUpdate {
  status: TicketStatus;
}

export type AnnouncementType = typeof AnnouncementType[keyof typeof AnnouncementType];


export const AnnouncementType = {
  Informational: 'Informational',
  Warning: 'Warning',
  Promotion: 'Promotion',
} as const;

export interface AdminAnnouncement {
  id: string;
  type: AnnouncementType;
  message: string;
  is_active: boolean;
  /** @nullable */
  starts_at: string | null;
  /** @nullable */
  ends_at: string | null;
  created_at: string;
}

export interface AnnouncementInput {
  type: AnnouncementType;
  /**
     * @minLength 1
     * @maxLength 1000
     */
  message: string;
  is_active: boolean;
  /**
     * Shown from then on; null means immediately.
     * @nullable
     */
  starts_at: string | null;
  /**
     * Hidden from then on; null means until deactivated.
     * @nullable
     */
  ends_at: string | null;
}

/**
 * Action-specific details (never secrets).
 */
export type AuditLogEntryMetadata = { [key: string]: unknown };

export interface AuditLogEntry {
  id: string;
  /**
     * Null for actions of the system itself.
     * @nullable
     */
  actor_id: string | null;
  /** @nullable */
  actor_email: string | null;
  /** e.g. `user.suspend`, `user.delete`, `ticket.status`, `announcement.create`, `settings.update`. */
  action: string;
  /**
     * e.g. `user`, `ticket`, `announcement`, `settings`.
     * @nullable
     */
  target_type: string | null;
  /** @nullable */
  target_id: string | null;
  /** Action-specific details (never secrets). */
  metadata: AuditLogEntryMetadata;
  created_at: string;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}

/**
 * Event-specific details (never secrets or document text).
 */
export type ActivityEventMetadata = { [key: string]: unknown };

export interface ActivityEvent {
  id: string;
  /**
     * Null when the user was deleted since.
     * @nullable
     */
  user_id: string | null;
  /** @nullable */
  user_email: string | null;
  /** e.g. `signup`, `login`, `document.upload`, `interview.start`, `interview.complete`, `resume.polish`, `plan.change`. */
  event: string;
  /** Event-specific details (never secrets or document text). */
  metadata: ActivityEventMetadata;
  created_at: string;
}

export interface ActivityLogPage {
  events: ActivityEvent[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  totalPages: number;
}

export interface FreePlanLimits {
  /**
     * @minimum 0
     * @maximum 1000
     */
  interviewSessions: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  resumes: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  jobDescriptions: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  resumePolishes: number;
}

export interface AdminSettings {
  /**
     * @minimum 0
     * @maximum 365
     */
  trialDays: number;
  requireEmailVerification: boolean;
  /**
     * Text shown to everyone as a Warning banner; null for none.
     * @nullable
     */
  maintenanceBanner: string | null;
  freePlanLimits: FreePlanLimits;
  /**
     * Null while the environment defaults apply.
     * @nullable
     */
  updated_at: string | null;
  /**
     * E-mail of the admin who saved last.
     * @nullable
     */
  updated_by: string | null;
}

export interface AdminSettingsUpdate {
  /**
     * @minimum 0
     * @maximum 365
     */
  trialDays: number;
  requireEmailVerification: boolean;
  /**
     * @maxLength 500
     * @nullable
     */
  maintenanceBanner: string | null;
  freePlanLimits: FreePlanLimits;
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
 * One validation issue (a zod issue).
 */
export interface ErrorDetail {
  /** Where in the request the issue is (property names and array indexes). */
  path: (string | number)[];
  message: string;
  /** The zod issue code (e.g. `invalid_type`, `too_big`, `custom`). */
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
 * `NOT_FOUND`: no such resource, or it belongs to someone else.
 */
export type NotFoundResponse = ErrorEnvelope;

/**
 * `CONFLICT`: the request conflicts with the current state (e.g. the e-mail is taken, the session is finished, the e-mail is already verified).
 */
export type ConflictResponse = ErrorEnvelope;

/**
 * `PROVIDER_UNAVAILABLE`: an outside provider (AI, speech-to-text, payments, mail, Google) failed or is not configured. Nothing the user sent is lost; retrying is safe.
 */
export type ProviderUnavailableResponse = ErrorEnvelope;

/**
 * Page number, from 1.
 */
export type PageParameter = number;

/**
 * Page size.
 */
export type LimitParameter = number;

/**
 * Case-insensitive substring to look for.
 */
export type SearchParameter = string;

export type AdminListUsersParams = {
/**
 * Page number, from 1.
 * @minimum 1
 */
page?: PageParameter;
/**
 * Page size.
 * @minimum 1
 * @maximum 100
 */
limit?: LimitParameter;
/**
 * Case-insensitive substring to look for.
 * @maxLength 200
 */
search?: SearchParameter;
};

export type AdminListTicketsParams = {
/**
 * Page number, from 1.
 * @minimum 1
 */
page?: PageParameter;
/**
 * Page size.
 * @minimum 1
 * @maximum 100
 */
limit?: LimitParameter;
/**
 * Case-insensitive substring to look for.
 * @maxLength 200
 */
search?: SearchParameter;
/**
 * Only tickets with this status.
 */
status?: TicketStatus;
};

export type AdminListAuditLogParams = {
/**
 * Page number, from 1.
 * @minimum 1
 */
page?: PageParameter;
/**
 * Page size.
 * @minimum 1
 * @maximum 100
 */
limit?: LimitParameter;
/**
 * Case-insensitive substring to look for.
 * @maxLength 200
 */
search?: SearchParameter;
};

export type AdminListActivityLogParams = {
/**
 * Page number, from 1.
 * @minimum 1
 */
page?: PageParameter;
/**
 * Page size.
 * @minimum 1
 * @maximum 100
 */
limit?: LimitParameter;
/**
 * Case-insensitive substring to look for.
 * @maxLength 200
 */
search?: SearchParameter;
/**
 * Only events of this user.
 */
userId?: string;
};

