import type { ProviderName } from '../domain/provider-records.ts';

/**
 * Billing's background work. Called inside a unit of work, the job commits with the data it acts
 * on.
 */
export interface BillingJobs {
  /** Bring the subscription an event concerns in step with the provider. */
  processEvent(provider: ProviderName, eventId: string): Promise<void>;
  /** Render a sandbox invoice's PDF and store it. */
  renderInvoice(invoiceId: string): Promise<void>;
}
