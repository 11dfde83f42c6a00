/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
export type NotificationType = typeof NotificationType[keyof typeof NotificationType];


export const NotificationType = {
  support_ticket_reply: 'support_ticket_reply',
  feature_announcement: 'feature_announcement',
  report_ready: 'report_ready',
  general: 'general',
} as const;

export interface Notification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  is_read: boolean;
  /**
     * In-app path to open on click (e.g. `/settings/support/{ticketId}`); null opens the detail dialog.
     * @nullable
     */
  link_url: string | null;
  created_at: string;
}

export interface NotificationList {
  notifications: Notification[];
  /**
     * Unread notifications in total (not only in this list).
     * @minimum 0
     */
  unreadCount: number;
  /** Present on the paged list; true when a further page exists. */
  hasMore?: boolean;
}

export interface MarkNotificationsReadRequest {
  /**
     * @minItems 1
     * @maxItems 100
     */
  ids: string[];
}

export interface MarkReadResult {
  /**
     * How many notifications changed from unread to read.
     * @minimum 0
     */
  updated: number;
  /** @minimum 0 */
  unreadCount: number;
}

export type NotificationStreamEventEvent = typeof NotificationStreamEventEvent[keyof typeof NotificationStreamEventEvent];


export const NotificationStreamEventEvent = {
  unread: 'unread',
  notification: 'notification',
  signed_out: 'signed_out',
} as const;

export interface UnreadCount {
  /** @minimum 0 */
  unreadCount: number;
}

/**
 * `suspended`: the account was suspended; `signed_out`: a sign-out, password change or reset, role change or deletion ended the token.
 */
export type StreamSignedOutReason = typeof StreamSignedOutReason[keyof typeof StreamSignedOutReason];


export const StreamSignedOutReason = {
  suspended: 'suspended',
  signed_out: 'signed_out',
} as const;

/**
 * Why a live stream ends because its access token no longer counts.
 */
export interface StreamSignedOut {
  /** `suspended`: the account was suspended; `signed_out`: a sign-out, password change or reset, role change or deletion ended the token. */
  reason: StreamSignedOutReason;
  message: string;
}

/**
 * One message of the notification stream.
 */
export interface NotificationStreamEvent {
  event: NotificationStreamEventEvent;
  data: UnreadCount | Notification | StreamSignedOut;
}

export interface NotificationPreferences {
  wants_progress_reports: boolean;
  wants_product_updates: boolean;
  wants_session_complete_notify: boolean;
}

export type OneClickUnsubscribeListUnsubscribe = typeof OneClickUnsubscribeListUnsubscribe[keyof typeof OneClickUnsubscribeListUnsubscribe];


export const OneClickUnsubscribeListUnsubscribe = {
  'One-Click': 'One-Click',
} as const;

/**
 * What a mail client posts for RFC 8058 one-click unsubscribe; optional.
 */
export interface OneClickUnsubscribe {
  'List-Unsubscribe'?: OneClickUnsubscribeListUnsubscribe;
}

export type UnsubscribeResultPreference = typeof UnsubscribeResultPreference[keyof typeof UnsubscribeResultPreference];


export const UnsubscribeResultPreference = {
  wants_progress_reports: 'wants_progress_reports',
  wants_product_updates: 'wants_product_updates',
  wants_session_complete_notify: 'wants_session_complete_notify',
} as const;

export interface UnsubscribeResult {
  message: string;
  preference: UnsubscribeResultPreference;
}

export type FeedbackType = typeof FeedbackType[keyof typeof FeedbackType];


export const FeedbackType = {
  Bug_Report: 'Bug Report',
  Feature_Request: 'Feature Request',
  General_Feedback: 'General Feedback',
} as const;

export type TicketStatus = typeof TicketStatus[keyof typeof TicketStatus];


export const TicketStatus = {
  Open: 'Open',
  Resolved: 'Resolved',
} as const;

export interface SupportTicket {
  id: string;
  feedback_type: FeedbackType;
  message: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
}

export interface CreateTicketRequest {
  feedback_type: FeedbackType;
  /**
     * @minLength 1
     * @maxLength 5000
     */
  message: string;
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

export interface TicketDetail {
  ticket: SupportTicket;
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

export interface FeedbackRequest {
  feedback_type: FeedbackType;
  /**
     * Must not be blank after trimming ('Please enter a message.').
     * @minLength 1
     * @maxLength 5000
     */
  message: string;
}

export interface MessageResponse {
  message: string;
}

export interface ContactRequest {
  /**
     * @minLength 1
     * @maxLength 200
     */
  name: string;
  /** @maxLength 254 */
  email: string;
  /**
     * @minLength 1
     * @maxLength 5000
     */
  message: string;
}

export type AnnouncementType = typeof AnnouncementType[keyof typeof AnnouncementType];


export const AnnouncementType = {
  Informational: 'Informational',
  Warning: 'Warning',
  Promotion: 'Promotion',
} as const;

export interface ActiveAnnouncement {
  id: string;
  type: AnnouncementType;
  message: string;
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
 * `VALIDATION_FAILED`: the request does not match the contract or breaks a rule on its input; zod issues in `details`.
 */
export type ValidationFailedResponse = ErrorEnvelope;

/**
 * `UNAUTHENTICATED`: missing, invalid or expired credentials (for sign-in: wrong e-mail or password).
 */
export type UnauthenticatedResponse = ErrorEnvelope;

/**
 * `INTERNAL`: unexpected failure; generic message, the cause is only in the server logs under `requestId`.
 */
export type InternalResponse = ErrorEnvelope;

/**
 * `NOT_IMPLEMENTED`: the module owning this operation has not landed yet.
 */
export type NotImplementedResponse = ErrorEnvelope;

/**
 * `RATE_LIMITED`: too many attempts from this client (limits are kept in the database and hold across server instances).
 */
export type RateLimitedResponse = ErrorEnvelope;

/**
 * `NOT_FOUND`: no such resource, or it belongs to someone else.
 */
export type NotFoundResponse = ErrorEnvelope;

/**
 * Any client error raised by the shared HTTP layer before the handler runs (e.g. 400 `VALIDATION_FAILED` for a malformed request, 429 `RATE_LIMITED` from an abuse limit), in the shared envelope.
 */
export type ClientErrorResponse = ErrorEnvelope;

/**
 * Page number, from 1.
 */
export type PageParameter = number;

/**
 * Page size.
 */
export type LimitParameter = number;

export type ListLatestNotificationsParams = {
/**
 * How many notifications to return.
 * @minimum 1
 * @maximum 50
 */
limit?: number;
};

export type ListAllNotificationsParams = {
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
};

export type UnsubscribeFromMailParams = {
/**
 * The token from the mail's link.
 * @minLength 1
 * @maxLength 200
 */
token: string;
};

