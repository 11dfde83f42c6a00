/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { BillingInterval } from './billingInterval.ts';
import type { PaidPlanName } from './paidPlanName.ts';
import type { SandboxCheckoutSessionStatus } from './sandboxCheckoutSessionStatus.ts';
import type { SandboxCoupon } from './sandboxCoupon.ts';

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
