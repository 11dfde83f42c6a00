import type { Invoice } from '../domain/provider-records.ts';
import type { BillingCustomers } from '../ports/billing-customers.ts';
import type { PaymentProvider } from '../ports/payment-provider.ts';

/** The caller's own invoices, newest first; none for a user who never paid. */
export class ListInvoices {
  readonly #customers: BillingCustomers;
  readonly #provider: PaymentProvider;
  constructor(customers: BillingCustomers, provider: PaymentProvider) {
    this.#customers = customers;
    this.#provider = provider;
  }

  async execute(userId: string): Promise<Invoice[]> {
    const customerId = await this.#customers.customerOf(userId, this.#provider.name);
    if (!customerId) return [];
    return this.#provider.listInvoices(customerId);
  }
}
