import { Migration } from '@mikro-orm/migrations';

/** Accounts, sessions (refresh token families), one-time mail tokens, rate limits, outbox, plans. */
export class Migration20261122010000Identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key,
        name text not null,
        email text not null,
        email_normalized text not null unique,
        password_hash text,
        role text not null default 'user' check (role in ('user', 'admin', 'support')),
        auth_provider text not null default 'email' check (auth_provider in ('email', 'google')),
        google_subject text unique,
        email_verified boolean not null default false,
        used_polish_feature boolean not null default false,
        completed_tours jsonb not null default '[]',
        job_title text,
        industry text,
        experience text,
        gender text,
        status text not null default 'active' check (status in ('active', 'suspended')),
        trial_ends_at timestamptz,
        last_login_at timestamptz,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
    `);
    this.addSql(`
      create table refresh_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        family_id uuid not null,
        token_hash text not null unique,
        persistent boolean not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        revoked_at timestamptz
      );
    `);
    this.addSql('create index refresh_tokens_user_idx on refresh_tokens (user_id);');
    this.addSql('create index refresh_tokens_family_idx on refresh_tokens (family_id);');
    this.addSql(`
      create table one_time_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        purpose text not null check (purpose in ('email_verification', 'password_reset')),
        token_hash text not null unique,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        used_at timestamptz
      );
    `);
    this.addSql('create index one_time_tokens_user_idx on one_time_tokens (user_id, purpose);');
    this.addSql(`
      create table rate_limits (
        bucket text primary key,
        hits integer not null,
        window_ends_at timestamptz not null
      );
    `);
    this.addSql(`
      create table outbox_mails (
        id uuid primary key,
        seq bigserial not null,
        to_address text not null,
        subject text not null,
        text_body text not null,
        html_body text not null,
        created_at timestamptz not null
      );
    `);
    this.addSql(`
      create table subscriptions (
        id uuid primary key,
        user_id uuid not null unique references users (id) on delete cascade,
        plan_name text not null check (plan_name in ('Free', 'Pro', 'Premium')),
        status text not null,
        billing_interval text,
        current_period_end timestamptz,
        cancel_at_period_end boolean not null default false,
        provider text not null,
        provider_customer_id text,
        provider_subscription_id text unique,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );
    `);
  }
}
