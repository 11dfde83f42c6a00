import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import type { BillingInterval, PaidPlan } from '../domain/plans.ts';
import type {
  SandboxCheckoutSession,
  SandboxCustomer,
  SandboxInvoice,
  SandboxSubscription,
} from '../domain/sandbox-records.ts';
import type { StoredCard } from '../domain/test-cards.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';
import { dateOf, dateOrNull, numberOrNull, type SqlDate } from '../../../shared/persistence/sql-values.ts';
import { storedDiscount } from './stored-discount.ts';

interface CustomerRow {
  id: string;
  user_id: string;
  email: string;
  name: string;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  created_at: SqlDate;
}

interface CheckoutRow {
  id: string;
  user_id: string;
  customer_id: string;
  price_id: string;
  plan_name: PaidPlan;
  billing_interval: BillingInterval;
  amount: number;
  discount: number;
  currency: string;
  coupon_code: string | null;
  coupon_percent_off: string | number | null;
  coupon_amount_off: number | null;
  status: SandboxCheckoutSession['status'];
  subscription_id: string | null;
  expires_at: SqlDate;
  created_at: SqlDate;
  completed_at: SqlDate | null;
}

interface SubscriptionRow {
  id: string;
  customer_id: string;
  price_id: string;
  plan_name: PaidPlan;
  billing_interval: BillingInterval;
  status: SandboxSubscription['status'];
  current_period_start: SqlDate;
  current_period_end: SqlDate;
  cancel_at_period_end: boolean;
  canceled_at: SqlDate | null;
  discount_percent_off: string | number | null;
  discount_amount_off: number | null;
  discount_ends_at: SqlDate | null;
  created_at: SqlDate;
  updated_at: SqlDate;
}

interface InvoiceRow {
  id: string;
  number: string;
  customer_id: string;
  subscription_id: string;
  description: string;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  coupon_code: string | null;
  period_start: SqlDate;
  period_end: SqlDate;
  card_brand: string;
  card_last4: string;
  pdf_key: string | null;
  created_at: SqlDate;
}

function customerOf(row: CustomerRow): SandboxCustomer {
  const card: StoredCard | null =
    row.card_brand && row.card_last4 && row.card_exp_month !== null && row.card_exp_year !== null
      ? {
          brand: row.card_brand,
          last4: row.card_last4,
          expMonth: row.card_exp_month,
          expYear: row.card_exp_year,
        }
      : null;
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    card,
    createdAt: dateOf(row.created_at),
  };
}

function checkoutOf(row: CheckoutRow): SandboxCheckoutSession {
  return {
    id: row.id,
    userId: row.user_id,
    customerId: row.customer_id,
    priceId: row.price_id,
    plan: row.plan_name,
    interval: row.billing_interval,
    amount: row.amount,
    discount: row.discount,
    currency: row.currency,
    coupon: row.coupon_code
      ? {
          code: row.coupon_code,
          percentOff: numberOrNull(row.coupon_percent_off),
          amountOff: row.coupon_amount_off,
        }
      : null,
    status: row.status,
    subscriptionId: row.subscription_id,
    expiresAt: dateOf(row.expires_at),
    createdAt: dateOf(row.created_at),
    completedAt: dateOrNull(row.completed_at),
  };
}

function subscriptionOf(row: SubscriptionRow): SandboxSubscription {
  return {
    id: row.id,
    customerId: row.customer_id,
    priceId: row.price_id,
    plan: row.plan_name,
    interval: row.billing_interval,
    status: row.status,
    currentPeriodStart: dateOf(row.current_period_start),
    currentPeriodEnd: dateOf(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    canceledAt: dateOrNull(row.canceled_at),
    discount: storedDiscount(row),
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
  };
}

function invoiceOf(row: InvoiceRow): SandboxInvoice {
  return {
    id: row.id,
    number: row.number,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    description: row.description,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    currency: row.currency,
    couponCode: row.coupon_code,
    periodStart: dateOf(row.period_start),
    periodEnd: dateOf(row.period_end),
    card: { brand: row.card_brand, last4: row.card_last4 },
    pdfKey: row.pdf_key,
    createdAt: dateOf(row.created_at),
  };
}

/** The sandbox payment provider's records, in the product's own database. */
export class MikroOrmSandboxLedger implements SandboxLedger {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  #rows<T>(sql: string, params: unknown[]): Promise<T[]> {
    return runSql<T[]>(this.#orm, sql, params);
  }

  async addCustomer(c: SandboxCustomer): Promise<SandboxCustomer> {
    await this.#rows(
      `insert into sandbox_customers (id, user_id, email, name, created_at) values (?, ?, ?, ?, ?)
       on conflict (user_id) do nothing`,
      [c.id, c.userId, c.email, c.name, c.createdAt],
    );
    return (await this.customerOfUser(c.userId)) ?? c;
  }

  async customer(customerId: string): Promise<SandboxCustomer | null> {
    const [row] = await this.#rows<CustomerRow>('select * from sandbox_customers where id = ?', [customerId]);
    return row ? customerOf(row) : null;
  }

  async customerOfUser(userId: string): Promise<SandboxCustomer | null> {
    const [row] = await this.#rows<CustomerRow>('select * from sandbox_customers where user_id = ?', [
      userId,
    ]);
    return row ? customerOf(row) : null;
  }

  async saveCard(customerId: string, card: StoredCard): Promise<void> {
    await this.#rows(
      `update sandbox_customers set card_brand = ?, card_last4 = ?, card_exp_month = ?, card_exp_year = ?
       where id = ?`,
      [card.brand, card.last4, card.expMonth, card.expYear, customerId],
    );
  }

  async addCheckout(s: SandboxCheckoutSession): Promise<void> {
    await this.#rows(
      `insert into sandbox_checkout_sessions (id, user_id, customer_id, price_id, plan_name, billing_interval,
         amount, discount, currency, coupon_code, coupon_percent_off, coupon_amount_off, status,
         subscription_id, expires_at, created_at, completed_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        s.id,
        s.userId,
        s.customerId,
        s.priceId,
        s.plan,
        s.interval,
        s.amount,
        s.discount,
        s.currency,
        s.coupon?.code ?? null,
        s.coupon?.percentOff ?? null,
        s.coupon?.amountOff ?? null,
        s.status,
        s.subscriptionId,
        s.expiresAt,
        s.createdAt,
        s.completedAt,
      ],
    );
  }

  async checkout(sessionId: string): Promise<SandboxCheckoutSession | null> {
    const [row] = await this.#rows<CheckoutRow>('select * from sandbox_checkout_sessions where id = ?', [
      sessionId,
    ]);
    return row ? checkoutOf(row) : null;
  }

  async completeCheckout(sessionId: string, subscriptionId: string, at: Date): Promise<boolean> {
    const rows = await this.#rows(
      `update sandbox_checkout_sessions set status = 'complete', subscription_id = ?, completed_at = ?
       where id = ? and status = 'open' and expires_at > ? returning 1`,
      [subscriptionId, at, sessionId, at],
    );
    return rows.length === 1;
  }

  async subscription(subscriptionId: string): Promise<SandboxSubscription | null> {
    const [row] = await this.#rows<SubscriptionRow>('select * from sandbox_subscriptions where id = ?', [
      subscriptionId,
    ]);
    return row ? subscriptionOf(row) : null;
  }

  async subscriptionForUpdate(subscriptionId: string): Promise<SandboxSubscription | null> {
    const [row] = await this.#rows<SubscriptionRow>(
      'select * from sandbox_subscriptions where id = ? for update',
      [subscriptionId],
    );
    return row ? subscriptionOf(row) : null;
  }

  async latestSubscription(customerId: string): Promise<SandboxSubscription | null> {
    const [row] = await this.#rows<SubscriptionRow>(
      'select * from sandbox_subscriptions where customer_id = ? order by created_at desc, id desc limit 1',
      [customerId],
    );
    return row ? subscriptionOf(row) : null;
  }

  async saveSubscription(s: SandboxSubscription): Promise<void> {
    await this.#rows(
      `insert into sandbox_subscriptions (id, customer_id, price_id, plan_name, billing_interval, status,
         current_period_start, current_period_end, cancel_at_period_end, canceled_at, discount_percent_off,
         discount_amount_off, discount_ends_at, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (id) do update set
         price_id = excluded.price_id, plan_name = excluded.plan_name,
         billing_interval = excluded.billing_interval, status = excluded.status,
         current_period_start = excluded.current_period_start,
         current_period_end = excluded.current_period_end,
         cancel_at_period_end = excluded.cancel_at_period_end, canceled_at = excluded.canceled_at,
         discount_percent_off = excluded.discount_percent_off,
         discount_amount_off = excluded.discount_amount_off, discount_ends_at = excluded.discount_ends_at,
         updated_at = excluded.updated_at`,
      [
        s.id,
        s.customerId,
        s.priceId,
        s.plan,
        s.interval,
        s.status,
        s.currentPeriodStart,
        s.currentPeriodEnd,
        s.cancelAtPeriodEnd,
        s.canceledAt,
        s.discount?.percentOff ?? null,
        s.discount?.amountOff ?? null,
        s.discount?.endsAt ?? null,
        s.createdAt,
        s.updatedAt,
      ],
    );
  }

  async dueSubscriptions(now: Date, limit: number): Promise<SandboxSubscription[]> {
    const rows = await this.#rows<SubscriptionRow>(
      `select * from sandbox_subscriptions where status = 'active' and current_period_end <= ?
       order by current_period_end limit ?`,
      [now, limit],
    );
    return rows.map(subscriptionOf);
  }

  async addInvoice(i: Omit<SandboxInvoice, 'number'>): Promise<SandboxInvoice> {
    const [row] = await this.#rows<InvoiceRow>(
      `insert into sandbox_invoices (id, customer_id, subscription_id, description, subtotal, discount, total,
         currency, coupon_code, period_start, period_end, card_brand, card_last4, pdf_key, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [
        i.id,
        i.customerId,
        i.subscriptionId,
        i.description,
        i.subtotal,
        i.discount,
        i.total,
        i.currency,
        i.couponCode,
        i.periodStart,
        i.periodEnd,
        i.card.brand,
        i.card.last4,
        i.pdfKey,
        i.createdAt,
      ],
    );
    if (!row) throw new Error('the invoice was not stored');
    return invoiceOf(row);
  }

  async invoice(invoiceId: string): Promise<SandboxInvoice | null> {
    const [row] = await this.#rows<InvoiceRow>('select * from sandbox_invoices where id = ?', [invoiceId]);
    return row ? invoiceOf(row) : null;
  }

  async invoices(customerId: string): Promise<SandboxInvoice[]> {
    const rows = await this.#rows<InvoiceRow>(
      'select * from sandbox_invoices where customer_id = ? order by created_at desc, number desc limit 100',
      [customerId],
    );
    return rows.map(invoiceOf);
  }

  async setInvoicePdf(invoiceId: string, key: string): Promise<boolean> {
    const rows = await this.#rows('update sandbox_invoices set pdf_key = ? where id = ? returning 1', [
      key,
      invoiceId,
    ]);
    return rows.length > 0;
  }

  async invoicePdfKeysOfUser(userId: string): Promise<string[]> {
    const rows = await this.#rows<{ pdf_key: string }>(
      `select i.pdf_key from sandbox_invoices i join sandbox_customers c on c.id = i.customer_id
        where c.user_id = ? and i.pdf_key is not null`,
      [userId],
    );
    return rows.map((r) => r.pdf_key);
  }
}
