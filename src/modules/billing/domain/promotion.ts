/** A promotion code the payment provider accepts, with its discount. */
export interface Promotion {
  /** The provider's id of the code (Stripe's `promo_…`; the sandbox uses the code itself). */
  id: string;
  code: string;
  /** Percent off, or null when the discount is an amount. */
  percentOff: number | null;
  /** Amount off in cents, or null when the discount is a percentage. */
  amountOff: number | null;
}

export const INVALID_COUPON = 'Invalid or expired coupon.';

/** Codes are compared upper-cased and without the spaces around them (spec: coupon input). */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

function dollars(amountCents: number): string {
  return `$${(amountCents / 100).toFixed(2)}`;
}

/** The words that name a discount, e.g. '20% off applied!' or '$5.00 off applied!'. */
export function discountMessage(promotion: Pick<Promotion, 'percentOff' | 'amountOff'>): string {
  if (promotion.percentOff !== null) return `${promotion.percentOff}% off applied!`;
  return `${dollars(promotion.amountOff ?? 0)} off applied!`;
}

/** The discount on an amount in cents, never more than the amount. */
export function discountOn(
  amountCents: number,
  promotion: Pick<Promotion, 'percentOff' | 'amountOff'> | null,
): number {
  if (!promotion) return 0;
  const off =
    promotion.percentOff !== null
      ? Math.round((amountCents * promotion.percentOff) / 100)
      : (promotion.amountOff ?? 0);
  return Math.min(amountCents, Math.max(0, off));
}

/** A coupon of the sandbox payment provider, from configuration. */
export interface SandboxCoupon {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  /** The first moment it no longer applies; null for no end. */
  expiresAt: Date | null;
}

const COUPON =
  /^([A-Z0-9-]{1,40})=(?:(\d{1,2}(?:\.\d+)?|100)%|\$(\d{1,6}(?:\.\d{1,2})?))(?:@(\d{4}-\d{2}-\d{2}))?$/;

/** The format of SANDBOX_COUPONS: `CODE=20%` or `CODE=$5`, optionally `@YYYY-MM-DD` (expiry), comma separated. */
export const SANDBOX_COUPONS_FORMAT = 'CODE=20% or CODE=$5, optionally @YYYY-MM-DD, separated by commas';

/** Parses SANDBOX_COUPONS; throws naming the entry that does not read. */
export function parseSandboxCoupons(text: string): SandboxCoupon[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const match = COUPON.exec(entry.toUpperCase());
      if (!match) throw new Error(`'${entry}' is not a coupon (${SANDBOX_COUPONS_FORMAT})`);
      const [, code = '', percent, amount, expires] = match;
      const percentOff = percent === undefined ? null : Number(percent);
      if (percentOff !== null && (percentOff <= 0 || percentOff > 100)) {
        throw new Error(`'${entry}' must take off more than 0% and at most 100%`);
      }
      const amountOff = amount === undefined ? null : Math.round(Number(amount) * 100);
      if (amountOff !== null && amountOff < 1) throw new Error(`'${entry}' must take off at least $0.01`);
      // the coupon applies through the whole expiry day (UTC)
      const expiresAt = expires ? new Date(Date.parse(`${expires}T00:00:00Z`) + 24 * 3600 * 1000) : null;
      if (expiresAt && Number.isNaN(expiresAt.getTime())) throw new Error(`'${entry}' has no valid date`);
      return { code, percentOff, amountOff, expiresAt };
    });
}

/** The sandbox coupon with this code that still applies at `now`. */
export function findSandboxCoupon(
  coupons: readonly SandboxCoupon[],
  code: string,
  now: Date,
): SandboxCoupon | null {
  const wanted = normaliseCode(code);
  const coupon = coupons.find((c) => c.code === wanted);
  if (!coupon || (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime())) return null;
  return coupon;
}
