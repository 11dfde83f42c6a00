import { Migration } from '@mikro-orm/migrations';

/**
 * The discount a subscription is billed with (percent or amount off, and when it ends), kept with
 * the subscription and with the sandbox provider's own record of it, so monthly recurring revenue
 * counts what is billed. Subscriptions stored before have none and count at full price. The index
 * on status lets the revenue's one aggregate read only the active subscriptions.
 */
export class Migration20261129100000SubscriptionDiscounts extends Migration {
  override async up(): Promise<void> {
    for (const table of ['subscriptions', 'sandbox_subscriptions']) {
      this.addSql(`
        alter table ${table}
          add column discount_percent_off numeric null check (discount_percent_off > 0 and discount_percent_off <= 100),
          add column discount_amount_off integer null check (discount_amount_off > 0),
          add column discount_ends_at timestamptz null;
      `);
    }
    this.addSql('create index subscriptions_status on subscriptions (status);');
  }
}
