import type { CouponValidation } from '../../api/generated/model';
import { annualMonthlyPrice, type Billing } from '../../lib/plan-prices';

/** What an accepted coupon takes off: a percentage, or an amount in cents. */
export type Discount = { percentOff: number } | { amountOff: number };

/** A coupon the server accepted: its code (sent with a checkout) and its discount (shown on the cards). */
export type AppliedCoupon = { code: string; discount: Discount | null };

/** The discount of a valid coupon's answer; null when the answer names none. */
export function discountOf(validation: CouponValidation): Discount | null {
  if (validation.percentOff !== undefined) return { percentOff: validation.percentOff };
  if (validation.amountOff !== undefined) return { amountOff: validation.amountOff };
  return null;
}

/**
 * Every rounding of money on the pricing page is here, and all of it is done in whole cents:
 * dollars become cents once, a percentage is rounded to the cent as the payment provider rounds it,
 * and a discount never takes off more than the amount (so 19.00 with 20% off is 15.20).
 */
export function cents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function afterDiscount(amountCents: number, discount: Discount): number {
  const off =
    'percentOff' in discount ? Math.round((amountCents * discount.percentOff) / 100) : discount.amountOff;
  return amountCents - Math.min(amountCents, Math.max(0, off));
}

/** A year's bill spread over twelve months, to the nearest cent. */
export function monthOfYear(yearCents: number): number {
  return Math.round(yearCents / 12);
}

/** Cents as the cards show them: whole dollars without cents ('$19'), others with two ('$15.20'). */
export function formatCents(amountCents: number): string {
  const whole = Math.floor(amountCents / 100);
  const rest = amountCents % 100;
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
}

export type CardPrice = {
  /** Shown as the price a month (for annual billing, the year's bill over twelve). */
  perMonthCents: number;
  /** What one payment costs: a month, or the year. */
  billCents: number;
};

export type CouponPrice = {
  regular: CardPrice;
  /** The first payment with the coupon; null without a coupon or when it takes nothing off. */
  discounted: CardPrice | null;
  /** Annual billing: twelve monthly payments minus the year's bill (spec); 0 for monthly billing. */
  yearSavingsCents: number;
};

/**
 * A paid plan's price for a billing period (spec: annual price per month =
 * round(monthly x 12 x (1 - discount%) / 12)), and with a coupon the price of its first payment:
 * the coupon comes off the bill of the period, a month or the year, as the checkout takes it off.
 */
export function planPrice(
  monthlyDollars: number,
  annualDiscountPercent: number,
  billing: Billing,
  discount: Discount | null,
): CouponPrice {
  const monthly = cents(monthlyDollars);
  const perMonth =
    billing === 'monthly' ? monthly : cents(annualMonthlyPrice(monthlyDollars, annualDiscountPercent));
  const regular: CardPrice = {
    perMonthCents: perMonth,
    billCents: billing === 'monthly' ? perMonth : perMonth * 12,
  };
  const yearSavingsCents = billing === 'monthly' ? 0 : 12 * monthly - regular.billCents;
  const billCents = discount ? afterDiscount(regular.billCents, discount) : regular.billCents;
  if (billCents === regular.billCents) return { regular, discounted: null, yearSavingsCents };
  return {
    regular,
    discounted: { billCents, perMonthCents: billing === 'monthly' ? billCents : monthOfYear(billCents) },
    yearSavingsCents,
  };
}
