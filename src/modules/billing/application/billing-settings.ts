import type { PricingSettings } from '../domain/plans.ts';
import type { SandboxCoupon } from '../domain/promotion.ts';

/** What billing reads from the configuration. */
export interface BillingSettings {
  /** Base of the absolute URLs handed to the payment provider (return and success pages). */
  publicUrl: string;
  pricing: PricingSettings;
  /** The sandbox payment provider's coupons. */
  sandboxCoupons: readonly SandboxCoupon[];
}

/** Where the browser goes after paying, with either provider. */
export const CHECKOUT_SUCCESS_PATH = '/settings/plan?checkout=success';
/** Where the browser goes back to from an abandoned checkout. */
export const CHECKOUT_CANCEL_PATH = '/pricing';
/** Where the billing portal returns to. */
export const PORTAL_RETURN_PATH = '/settings/billing';
