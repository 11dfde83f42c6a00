import type { JobQueue } from '../../../shared/kernel/jobs.ts';
import type { ProviderName } from '../domain/provider-records.ts';
import type { BillingJobs } from '../ports/billing-jobs.ts';

/** The queues billing's background work runs on. */
export const BILLING_QUEUES = {
  processEvent: 'billing.process-event',
  renderInvoice: 'billing.render-invoice',
  sandboxRenewals: 'billing.sandbox-renewals',
} as const;

/** Billing jobs on the shared job queue; each carries only the ids it acts on. */
export class QueuedBillingJobs implements BillingJobs {
  readonly #jobs: JobQueue;
  constructor(jobs: JobQueue) {
    this.#jobs = jobs;
  }
  processEvent(provider: ProviderName, eventId: string): Promise<void> {
    return this.#jobs.send(BILLING_QUEUES.processEvent, { provider, eventId });
  }
  renderInvoice(invoiceId: string): Promise<void> {
    return this.#jobs.send(BILLING_QUEUES.renderInvoice, { invoiceId });
  }
}
