import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: each user's customer at the payment provider, the provider events received (by id, so
 * a replay is recognised), and the sandbox payment provider's own records (customers with their
 * test card, checkout sessions, subscriptions and invoices), which stand in for Stripe's.
 */
export class Migration20261124140000Billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table billing_customers (
        user_id uuid not null references users (id) on delete cascade,
        provider text not null check (provider in ('stripe', 'sandbox')),
        customer_id text not null,
        created_at timestamptz not null,
        primary key (user_id, provider),
        unique (provider, customer_id)
      );
    `);
    this.addSql(`
      create table billing_events (
        provider text not null check (provider in ('stripe', 'sandbox')),
        event_id text not null,
        type text not null,
        subscription_id text,
        customer_id text,
        received_at timestamptz not null,
        processed_at timestamptz,
        primary key (provider, event_id)
      );
    `);
    this.addSql(`
      create table sandbox_customers (
        id text primary key,
        user_id uuid not null unique references users (id) on delete cascade,
        email text not null,
        name text not null,
        card_brand text,
        card_last4 text,
        card_exp_month integer,
        card_exp_year integer,
        created_at timestamptz not null
      );
    `);
    this.addSql(`
      create table sandbox_subscriptions (
        id text primary key,
        customer_id text not null references sandbox_customers (id) on delete cascade,
        price_id text not null,
        plan_name text not null check (plan_name in ('Pro', 'Premium')),
        billing_interval text not null check (billing_interval in ('month', 'year')),
        status text not null,
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        cancel_at_period_end boolean not null default false,
        canceled_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
    `);
    this.addSql('create index sandbox_subscriptions_customer on sandbox_subscriptions (customer_id);');
    this.addSql(
      "create index sandbox_subscriptions_due on sandbox_subscriptions (current_period_end) where status = 'active';",
    );
    this.addSql(`
      create table sandbox_checkout_sessions (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        customer_id text not null references sandbox_customers (id) on delete cascade,
        price_id text not null,
        plan_name text not null check (plan_name in ('Pro', 'Premium')),
        billing_interval text not null check (billing_interval in ('month', 'year')),
        amount integer not null check (amount >= 0),
        discount integer not null check (discount >= 0),
        currency text not null,
        coupon_code text,
        coupon_percent_off numeric,
        coupon_amount_off integer,
        status text not null check (status in ('open', 'complete', 'expired')),
        subscription_id text,
        expires_at timestamptz not null,
        created_at timestamptz not null,
        completed_at timestamptz
      );
    `);
    this.addSql('create sequence sandbox_invoice_numbers;');
    this.addSql(`
      create table sandbox_invoices (
        id text primary key,
        number text not null unique default ('SBX-' || lpad(nextval('sandbox_invoice_numbers')::text, 6, '0')),
        customer_id text not null references sandbox_customers (id) on delete cascade,
        subscription_id text not null,
        description text not null,
        subtotal integer not null check (subtotal >= 0),
        discount integer not null check (discount >= 0),
        total integer not null check (total >= 0),
        currency text not null,
        coupon_code text,
        period_start timestamptz not null,
        period_end timestamptz not null,
        card_brand text not null,
        card_last4 text not null,
        pdf_key text,
        created_at timestamptz not null
      );
    `);
    this.addSql('create index sandbox_invoices_customer on sandbox_invoices (customer_id, created_at desc);');
  }
}
