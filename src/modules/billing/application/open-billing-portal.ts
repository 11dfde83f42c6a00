import { BILLING_MESSAGES, conflict } from '../domain/billing.errors.ts';
import type { BillingCustomers } from '../ports/billing-customers.ts';
import type { PaymentProvider } from '../ports/payment-provider.ts';
import { PORTAL_RETURN_PATH } from './billing-settings.ts';

/** The provider's billing portal for the caller's own customer; a user who never paid has none. */
export class OpenBillingPortal {
  readonly #customers: BillingCustomers;
  readonly #provider: PaymentProvider;
  readonly #publicUrl: string;
  constructor(customers: BillingCustomers, provider: PaymentProvider, publicUrl: string) {
    this.#customers = customers;
    this.#provider = provider;
    this.#publicUrl = publicUrl;
  }

  async execute(userId: string): Promise<{ url: string }> {
    const customerId = await this.#customers.customerOf(userId, this.#provider.name);
    if (!customerId) throw conflict(BILLING_MESSAGES.noBillingAccount);
    return this.#provider.createPortal(customerId, `${this.#publicUrl}${PORTAL_RETURN_PATH}`);
  }
}
