/**
 * A plan chosen on /pricing before signing in waits in session storage (spec: pricing and checkout)
 * until sign-in or sign-up completes, which then starts the checkout.
 */
export const PENDING_PRICE_ID_KEY = 'pendingPriceId';
export const PENDING_COUPON_KEY = 'pendingCoupon';

export type PendingCheckout = { priceId: string; promotionCode?: string };

function read(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

export function storePendingCheckout({ priceId, promotionCode }: PendingCheckout): void {
  sessionStorage.setItem(PENDING_PRICE_ID_KEY, priceId);
  if (promotionCode) sessionStorage.setItem(PENDING_COUPON_KEY, promotionCode);
  else remove(PENDING_COUPON_KEY);
}

/** Reads and clears the pending purchase; null when none is waiting. */
export function takePendingCheckout(): PendingCheckout | null {
  const priceId = read(PENDING_PRICE_ID_KEY);
  const promotionCode = read(PENDING_COUPON_KEY);
  remove(PENDING_PRICE_ID_KEY);
  remove(PENDING_COUPON_KEY);
  if (!priceId) return null;
  return promotionCode ? { priceId, promotionCode } : { priceId };
}
