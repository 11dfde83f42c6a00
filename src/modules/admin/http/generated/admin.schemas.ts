/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
export type AdminMetricsUsers = {
  /** @minimum 0 */
  total: number;
  /** @minimum 0 */
  newLast7Days: number;
  /** @minimum 0 */
  newLast30Days: number;
  /**
     * Signed in within the last 30 days.
     * @minimum 0
     */
  activeLast30Days: number;
  /**
     * Share of accounts with a verified e-mail (0 when there are none).
     * @minimum 0
     * @maximum 1
     */
  verifiedShare: number;
};

export interface PaidSubscriptionCounts {
  /** @minimum 0 */
  Pro: number;
  /** @minimum 0 */
  Premium: number;
}

export type AdminMetricsRevenue = {
  payingByPlan: PaidSubscriptionCounts;
  /**
     * What active paid subscriptions bill per month, in cents: each at its price after the discount it carries while that discount lasts, an annual price counted at a twelfth. Subscriptions set to end with their period still bill it and are included.
     * @minimum 0
     */
  monthlyRecurringRevenueCents: number;
  /**
     * Active paid subscriptions set to end with their current period.
     * @minimum 0
     */
  cancelling: number;
  /**
     * The part of monthlyRecurringRevenueCents that those cancelling subscriptions bill: it goes away when their periods end.
     * @minimum 0
     */
  cancellingMonthlyRevenueCents: number;
  /**
     * Accounts in their Pro trial now, without a paid subscription.
     * @minimum 0
     */
  trialing: number;
};

export type AdminMetricsSessionsPerDayItem = {
  date: string;
  /** @minimum 0 */
  count: number;
};

export type AdminMetricsSessions = {
  /** @minimum 0 */
  total: number;
  /** Interview sessions started on each of the last 30 days (UTC), oldest first, days without any included. */
  perDay: AdminMetricsSessionsPerDayItem[];
  /**
     * Average score of scored sessions in the last 30 days; null when none.
     * @minimum 0
     * @maximum 10
     * @nullable
     */
  averageScore: number | null;
};

export type AdminMetricsPolish = {
  /** @minimum 0 */
  runsLast30Days: number;
};

export type AdminMetricsTickets = {
  /** @minimum 0 */
  open: number;
  /**
     * Age of the oldest Open ticket; null when none is open.
     * @minimum 0
     * @nullable
     */
  oldestOpenAgeSeconds: number | null;
};

export type AdminMetricsEvaluations = {
  /**
     * Answer evaluations that failed for good in the last 30 days.
     * @minimum 0
     */
  failedLast30Days: number;
};

export type AdminMetricsQueue = {
  /** @minimum 0 */
  depth: number;
  /** @minimum 0 */
  deadLetters: number;
};

export interface AdminMetrics {
  users: AdminMetricsUsers;
  revenue: AdminMetricsRevenue;
  sessions: AdminMetricsSessions;
  polish: AdminMetricsPolish;
  tickets: AdminMetricsTickets;
  evaluations: AdminMetricsEvaluations;
  queue: AdminMetricsQueue;
  generated_at: string;
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

/**
 * One page of the list. Counting stops: `total` is exact while `totalCapped` is false;
 * otherwise at least that many rows match (the count stops 1,000 rows past the start of
 * this page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.
 */
export interface AdminUserPage {
  users: AdminUser[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /**
     * Rows the filters select; exact unless `totalCapped`, then a lower bound.
     * @minimum 0
     */
  total: number;
  /** True when counting stopped before the last matching row, so `total` and `totalPages` are "at least". */
  totalCapped: boolean;
  /**
     * Pages of `limit` rows in `total`; a lower bound when `totalCapped`.
     * @minimum 0
     */
  totalPages: number;
  /** A page after this one has rows. */
  hasMore: boolean;
}

export type AdminUserDetailSubscription = {
  planName: PlanName;
  /** @nullable */
  status: string | null;
  /** @nullable */
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** @nullable */
  trial_ends_at: string | null;
};

export type AdminUserDetailCounts = {
  /** @minimum 0 */
  documents: number;
  /** @minimum 0 */
  sessions: number;
  /** @minimum 0 */
  tickets: number;
};

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

export interface AdminUserDetail {
  user: AdminUser;
  subscription: AdminUserDetailSubscription;
  counts: AdminUserDetailCounts;
  /** The person's 10 newest activity events. */
  recentActivity: ActivityEvent[];
}

export interface DeleteUserRequest {
  /**
     * @minLength 3
     * @maxLength 500
     */
  reason: string;
  /**
     * The person's e-mail, typed by the admin (case-insensitive); anything else is refused with 400.
     * @maxLength 254
     */
  confirmEmail: string;
}

export type DeletionReceiptRemoved = {
  /** @minimum 0 */
  documents: number;
  /**
     * Objects removed from file storage - every document's file, every spoken question's audio and every sandbox invoice PDF.
     * @minimum 0
     */
  storedFiles: number;
  /** @minimum 0 */
  sessions: number;
  /** @minimum 0 */
  tickets: number;
  /** @minimum 0 */
  notifications: number;
  /** A paid subscription was cancelled at the payment provider. */
  subscriptionCancelled: boolean;
};

export interface DeletionReceipt {
  userId: string;
  deletedAt: string;
  removed: DeletionReceiptRemoved;
}

export interface StaffActionReason {
  /**
     * Why; kept in the audit log. Must not be blank after trimming.
     * @minLength 3
     * @maxLength 500
     */
  reason: string;
}

export interface MessageResponse {
  message: string;
}

export interface OptionalReason {
  /** @maxLength 500 */
  reason?: string;
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

/**
 * One page of the list. Counting stops: `total` is exact while `totalCapped` is false;
 * otherwise at least that many rows match (the count stops 1,000 rows past the start of
 * this page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.
 */
export interface AdminTicketPage {
  tickets: AdminTicket[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /**
     * Rows the filters select; exact unless `totalCapped`, then a lower bound.
     * @minimum 0
     */
  total: number;
  /** True when counting stopped before the last matching row, so `total` and `totalPages` are "at least". */
  totalCapped: boolean;
  /**
     * Pages of `limit` rows in `total`; a lower bound when `totalCapped`.
     * @minimum 0
     */
  totalPages: number;
  /** A page after this one has rows. */
  hasMore: boolean;
}

export type TicketNoteAuthorRole = typeof TicketNoteAuthorRole[keyof typeof TicketNoteAuthorRole];


export const TicketNoteAuthorRole = {
  support: 'support',
  admin: 'admin',
} as const;

export interface TicketNote {
  id: string;
  author_name: string;
  author_role: TicketNoteAuthorRole;
  note: string;
  created_at: string;
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
  /** Internal notes, oldest first; never shown to the person. */
  notes: TicketNote[];
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

export interface TicketNoteRequest {
  /**
     * Must not be blank after trimming.
     * @minLength 1
     * @maxLength 5000
     */
  note: string;
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
  /** Announces a new feature; everyone got a notification when it was published. */
  is_feature: boolean;
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
  /** Also notify everyone (bell, and mail for those who want product updates), once. */
  is_feature?: boolean;
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

export type AuditLogEntryActorRole = typeof AuditLogEntryActorRole[keyof typeof AuditLogEntryActorRole];


export const AuditLogEntryActorRole = {
  admin: 'admin',
  support: 'support',
} as const;

/**
 * The target's values the action changed, before it (never secrets).
 * @nullable
 */
export type AuditLogEntryBefore = { [key: string]: unknown } | null;

/**
 * The same values after it.
 * @nullable
 */
export type AuditLogEntryAfter = { [key: string]: unknown } | null;

export interface AuditLogEntry {
  id: string;
  /**
     * Null when the staff member's account was deleted since.
     * @nullable
     */
  actor_id: string | null;
  actor_email: string;
  actor_role: AuditLogEntryActorRole;
  /** e.g. `user.suspend`, `user.unsuspend`, `user.reset_password`, `user.delete`, `user.delete_self` (staff deleting their own account, the actor being the target), `ticket.reply`, `ticket.status`, `ticket.note`, `announcement.create`, `announcement.update`, `announcement.delete`, `settings.update`, `audit.export`. */
  action: string;
  /**
     * e.g. `user`, `ticket`, `announcement`, `settings`.
     * @nullable
     */
  target_type: string | null;
  /** @nullable */
  target_id: string | null;
  /**
     * The target's values the action changed, before it (never secrets).
     * @nullable
     */
  before: AuditLogEntryBefore;
  /**
     * The same values after it.
     * @nullable
     */
  after: AuditLogEntryAfter;
  /** @nullable */
  reason: string | null;
  /** @nullable */
  ip: string | null;
  request_id: string;
  created_at: string;
}

/**
 * One page of the list. Counting stops: `total` is exact while `totalCapped` is false;
 * otherwise at least that many rows match (the count stops 1,000 rows past the start of
 * this page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.
 */
export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /**
     * Rows the filters select; exact unless `totalCapped`, then a lower bound.
     * @minimum 0
     */
  total: number;
  /** True when counting stopped before the last matching row, so `total` and `totalPages` are "at least". */
  totalCapped: boolean;
  /**
     * Pages of `limit` rows in `total`; a lower bound when `totalCapped`.
     * @minimum 0
     */
  totalPages: number;
  /** A page after this one has rows. */
  hasMore: boolean;
}

/**
 * One page of the list. Counting stops: `total` is exact while `totalCapped` is false;
 * otherwise at least that many rows match (the count stops 1,000 rows past the start of
 * this page), and `totalPages` is a lower bound. `hasMore` says whether a next page exists.
 */
export interface ActivityLogPage {
  events: ActivityEvent[];
  /** @minimum 1 */
  page: number;
  /** @minimum 1 */
  limit: number;
  /**
     * Rows the filters select; exact unless `totalCapped`, then a lower bound.
     * @minimum 0
     */
  total: number;
  /** True when counting stopped before the last matching row, so `total` and `totalPages` are "at least". */
  totalCapped: boolean;
  /**
     * Pages of `limit` rows in `total`; a lower bound when `totalCapped`.
     * @minimum 0
     */
  totalPages: number;
  /** A page after this one has rows. */
  hasMore: boolean;
}

export interface FreePlanLimits {
  /**
     * Interview sessions a Free account may start; a session that ended before any answer was recorded does not count.
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
  /** Where contact-form messages and new-ticket notices go; starts from `SUPPORT_EMAIL`. */
  supportEmail: string;
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
  /** @maxLength 254 */
  supportEmail: string;
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

/**
 * Case-insensitive substring of the acting staff member's e-mail.
 */
export type AuditActorParameter = string;

/**
 * Only this action, e.g. `user.suspend`.
 */
export type AuditActionParameter = string;

/**
 * Only actions on this target id (a user's, a ticket's, an announcement's).
 */
export type AuditTargetParameter = string;

/**
 * Only entries at or after this instant.
 */
export type FromParameter = string;

/**
 * Only entries before this instant.
 */
export type ToParameter = string;

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
 * Case-insensitive substring of the acting staff member's e-mail.
 * @maxLength 200
 */
actor?: AuditActorParameter;
/**
 * Only this action, e.g. `user.suspend`.
 * @maxLength 60
 */
action?: AuditActionParameter;
/**
 * Only actions on this target id (a user's, a ticket's, an announcement's).
 * @maxLength 100
 */
target?: AuditTargetParameter;
/**
 * Only entries at or after this instant.
 */
from?: FromParameter;
/**
 * Only entries before this instant.
 */
to?: ToParameter;
};

export type AdminExportAuditLogParams = {
/**
 * Case-insensitive substring of the acting staff member's e-mail.
 * @maxLength 200
 */
actor?: AuditActorParameter;
/**
 * Only this action, e.g. `user.suspend`.
 * @maxLength 60
 */
action?: AuditActionParameter;
/**
 * Only actions on this target id (a user's, a ticket's, an announcement's).
 * @maxLength 100
 */
target?: AuditTargetParameter;
/**
 * Only entries at or after this instant.
 */
from?: FromParameter;
/**
 * Only entries before this instant.
 */
to?: ToParameter;
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
 * Only entries at or after this instant.
 */
from?: FromParameter;
/**
 * Only entries before this instant.
 */
to?: ToParameter;
/**
 * Only events of this kind (e.g. `login.failed`).
 * @maxLength 60
 */
event?: string;
/**
 * Only events of this user.
 */
userId?: string;
};

export type AdminExportActivityLogParams = {
/**
 * Case-insensitive substring to look for.
 * @maxLength 200
 */
search?: SearchParameter;
/**
 * Only entries at or after this instant.
 */
from?: FromParameter;
/**
 * Only entries before this instant.
 */
to?: ToParameter;
/**
 * Only events of this kind (e.g. `login.failed`).
 * @maxLength 60
 */
event?: string;
/**
 * Only events of this user.
 */
userId?: string;
};

