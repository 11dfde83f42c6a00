import { dateOrNull, numberOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import type { SubscriptionDiscount } from '../domain/provider-records.ts';

/** The discount columns a subscription row keeps (ours and the sandbox's alike). */
export interface DiscountColumns {
  discount_percent_off: string | number | null;
  discount_amount_off: number | null;
  discount_ends_at: SqlDate | null;
}

/** The discount a stored subscription carries, or null when it has none. */
export function storedDiscount(row: DiscountColumns): SubscriptionDiscount | null {
  if (row.discount_percent_off === null && row.discount_amount_off === null) return null;
  return {
    percentOff: numberOrNull(row.discount_percent_off),
    amountOff: row.discount_amount_off,
    endsAt: dateOrNull(row.discount_ends_at),
  };
}
