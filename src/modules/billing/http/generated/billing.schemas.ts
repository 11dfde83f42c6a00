/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
export interface PricingConfig {
  /**
     * Pro monthly price in dollars.
     * @minimum 0
     */
  PRICE_PRO_MONTHLY: number;
  /**
     * Premium monthly price in dollars.
     * @minimum 0
     */
  PRICE_PREMIUM_MONTHLY: number;
  /**
     * @minimum 0
     * @maximum 100
     */
  ANNUAL_DISCOUNT_PERCENT: number;
  STRIPE_PRICE_ID_PRO_MONTHLY: string;
  STRIPE_PRICE_ID_PRO_YEARLY: string;
  STRIPE_PRICE_ID_PREMIUM_MONTHLY: string;
  STRIPE_PRICE_ID_PREMIUM_YEARLY: string;
}

export interface CreateCheckoutSessionRequest {
  /**
     * One of the price ids of the pricing configuration.
     * @minLength 1
     * @maxLength 200
     */
  priceId: string;
  /**
     * A coupon that `validateCoupon` accepted.
     * @maxLength 100
     */
  promotionCode?: string;
}

/**
 * Exactly one of `url` (redirect there) or `success` (plan changed in place) is present.
 */
export interface CheckoutSessionResult {
  /** Hosted checkout to redirect the browser to. */
  url?: string;
  /** The existing subscription was changed to the new plan in place. */
  success?: true;
}

export interface ValidateCouponRequest {
  /**
     * @minLength 1
     * @maxLength 100
     */
  promotionCode: string;
}

export interface CouponValidation {
  valid: boolean;
  /** e.g. '20% off applied!' or 'Invalid or expired coupon.' */
  message: string;
  /**
     * @maximum 100
     * @exclusiveMinimum 0
     */
  percentOff?: number;
  /**
     * Amount off in cents.
     * @minimum 1
     */
  amountOff?: number;
}

export interface UrlResponse {
  url: string;
}

export interface Invoice {
  id: string;
  /** Seconds since the Unix epoch. */
  date: number;
  description: string;
  /** Amount in cents. */
  amount: number;
  /**
     * Link to the invoice PDF (Stripe's, or a signed link of our own that expires within the hour; read the list again for a fresh one); null when there is none yet.
     * @nullable
     */
  pdf: string | null;
}

export type StripeEventDataObject = { [key: string]: unknown };

export type StripeEventData = {
  object: StripeEventDataObject;
  [key: string]: unknown;
 };

/**
 * A Stripe event object as Stripe sends it; only the listed fields are read, after the signature was verified. The one request body open to fields it does not list: Stripe adds fields to its events over time, and a refused delivery would be retried for days.
 */
export interface StripeEvent {
  /** @maxLength 255 */
  id: string;
  /**
     * e.g. `checkout.session.completed`, `customer.subscription.updated`.
     * @maxLength 255
     */
  type: string;
  data: StripeEventData;
  [key: string]: unknown;
 }

export interface WebhookAck {
  received: boolean;
}

export type SandboxCheckoutSessionStatus = typeof SandboxCheckoutSessionStatus[keyof typeof SandboxCheckoutSessionStatus];


export const SandboxCheckoutSessionStatus = {
  open: 'open',
  complete: 'complete',
  expired: 'expired',
} as const;

export type PaidPlanName = typeof PaidPlanName[keyof typeof PaidPlanName];


export const PaidPlanName = {
  Pro: 'Pro',
  Premium: 'Premium',
} as const;

export type BillingInterval = typeof BillingInterval[keyof typeof BillingInterval];


export const BillingInterval = {
  month: 'month',
  year: 'year',
} as const;

export interface SandboxCoupon {
  code: string;
  /** @nullable */
  percentOff: number | null;
  /**
     * Cents.
     * @nullable
     */
  amountOff: number | null;
}

export interface SandboxCheckoutSession {
  id: string;
  plan: PaidPlanName;
  interval: BillingInterval;
  priceId: string;
  /**
     * Price for the interval in cents, before the coupon.
     * @minimum 0
     */
  amount: number;
  /**
     * Discount in cents.
     * @minimum 0
     */
  discount: number;
  /**
     * What is charged, in cents.
     * @minimum 0
     */
  amountDue: number;
  /** ISO 4217 code, lower case (e.g. `usd`). */
  currency: string;
  coupon: SandboxCoupon | null;
  status: SandboxCheckoutSessionStatus;
  expires_at: string;
  created_at: string;
}

/**
 * A sandbox test card. Never a real card; only the brand and last four digits are kept.
 */
export interface SandboxCardRequest {
  /**
     * @minLength 1
     * @maxLength 200
     */
  cardholderName: string;
  /**
     * Digits, spaces allowed between groups.
     * @minLength 12
     * @maxLength 23
     * @pattern ^[0-9 ]+$
     */
  cardNumber: string;
  /**
     * MM/YY, not in the past.
     * @pattern ^(0[1-9]|1[0-2]) ?/ ?[0-9]{2}$
     */
  expiry: string;
  /** @pattern ^[0-9]{3,4}$ */
  cvc: string;
}

export interface SandboxCheckoutCompletion {
  success: true;
  redirectUrl: string;
}

export interface SandboxPortalSubscription {
  id: string;
  plan: PaidPlanName;
  interval: BillingInterval;
  priceId: string;
  /** As Stripe names it (`active`, `canceled`, …). */
  status: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
}

export interface SandboxCard {
  /** e.g. `visa`, `mastercard`. */
  brand: string;
  /** @pattern ^[0-9]{4}$ */
  last4: string;
  /**
     * @minimum 1
     * @maximum 12
     */
  expMonth: number;
  expYear: number;
}

export interface SandboxPortal {
  /** The newest subscription of the billing account; null when none was ever started. */
  subscription: SandboxPortalSubscription | null;
  card: SandboxCard | null;
}

export interface SandboxPlanChangeRequest {
  /**
     * One of the price ids of the pricing configuration.
     * @minLength 1
     * @maxLength 200
     */
  priceId: string;
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
 * `INTERNAL`: unexpected failure; generic message, the cause is only in the server logs under `requestId`.
 */
export type InternalResponse = ErrorEnvelope;

/**
 * `NOT_IMPLEMENTED`: the module owning this operation has not landed yet.
 */
export type NotImplementedResponse = ErrorEnvelope;

/**
 * Any client error raised by the shared HTTP layer before the handler runs (e.g. 400 `VALIDATION_FAILED` for a malformed request, 429 `RATE_LIMITED` from an abuse limit), in the shared envelope.
 */
export type ClientErrorResponse = ErrorEnvelope;

/**
 * `VALIDATION_FAILED`: the request does not match the contract or breaks a rule on its input; zod issues in `details`.
 */
export type ValidationFailedResponse = ErrorEnvelope;

/**
 * `UNAUTHENTICATED`: missing, invalid or expired credentials (for sign-in: wrong e-mail or password).
 */
export type UnauthenticatedResponse = ErrorEnvelope;

/**
 * `CONFLICT`: the request conflicts with the current state (e.g. the e-mail is taken, the session is finished, the e-mail is already verified).
 */
export type ConflictResponse = ErrorEnvelope;

/**
 * `PROVIDER_UNAVAILABLE`: an outside provider (AI, speech-to-text, payments, mail, Google) failed or is not configured. Nothing the user sent is lost; retrying is safe.
 */
export type ProviderUnavailableResponse = ErrorEnvelope;

/**
 * `RATE_LIMITED`: too many attempts from this client (limits are kept in the database and hold across server instances).
 */
export type RateLimitedResponse = ErrorEnvelope;

/**
 * `NOT_FOUND`: no such resource, or it belongs to someone else.
 */
export type NotFoundResponse = ErrorEnvelope;

/**
 * `UNPROCESSABLE`: well-formed but unusable (a file with no extractable text or too large or complex to read, a recording with no speech, a document too long or complex to make into a file).
 */
export type UnprocessableResponse = ErrorEnvelope;

