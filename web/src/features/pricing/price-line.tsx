import type { Billing } from '../../lib/plan-prices';
import { type CouponPrice, formatCents } from './coupon-prices';

const perMonth = <span className="text-base font-medium text-muted">/month</span>;

/**
 * The price a month; with a coupon the regular price is struck through (and read out as 'Was …')
 * before the discounted one (read out as 'now …').
 */
export function PriceLine({ price }: { price: CouponPrice }) {
  const { regular, discounted } = price;
  if (!discounted) {
    return (
      <>
        {formatCents(regular.perMonthCents)}
        {perMonth}
      </>
    );
  }
  return (
    <span className="flex flex-wrap items-baseline gap-x-3">
      <del className="text-2xl font-semibold text-muted decoration-2">
        <span className="sr-only">Was </span>
        {formatCents(regular.perMonthCents)}
      </del>{' '}
      <span>
        <ins className="no-underline">
          <span className="sr-only">now </span>
          {formatCents(discounted.perMonthCents)}
        </ins>
        {perMonth}
      </span>
    </span>
  );
}

/** The line under the price: how it is billed, and with a coupon what the first payment is. */
export function priceNote(price: CouponPrice, billing: Billing, couponCode: string | null): string {
  const { regular, discounted, yearSavingsCents } = price;
  if (billing === 'monthly') {
    return discounted && couponCode
      ? `First month ${formatCents(discounted.billCents)} with ${couponCode}, then billed monthly. Cancel anytime.`
      : 'Billed monthly. Cancel anytime.';
  }
  return discounted && couponCode
    ? `Billed ${formatCents(discounted.billCents)} for the first year with ${couponCode} (usually ${formatCents(regular.billCents)}).`
    : `Billed ${formatCents(regular.billCents)} a year. Save ${formatCents(yearSavingsCents)} a year.`;
}
