import type {
  ProviderEvent,
  ProviderName,
  ProviderSubscription,
  SubscriptionRecord,
} from '../../src/modules/billing/domain/provider-records.ts';
import type { Promotion } from '../../src/modules/billing/domain/promotion.ts';
import type { BillingCustomers } from '../../src/modules/billing/ports/billing-customers.ts';
import type { BillingJobs } from '../../src/modules/billing/ports/billing-jobs.ts';
import type { CheckoutRequest, PaymentProvider } from '../../src/modules/billing/ports/payment-provider.ts';
import type { LoggedEvent, ProviderEventLog } from '../../src/modules/billing/ports/provider-event-log.ts';
import type { SubscriptionRepository } from '../../src/modules/billing/ports/subscription-repository.ts';
import type { UnitOfWork } from '../../src/shared/kernel/unit-of-work.ts';

/** In-memory stand-ins for billing's ports, for use case tests. */
export const immediateUnitOfWork: UnitOfWork = { run: (work) => work() };

export class MemoryCustomers implements BillingCustomers {
  readonly rows: { userId: string; provider: ProviderName; customerId: string }[] = [];
  async customerOf(userId: string, provider: ProviderName) {
    return this.rows.find((r) => r.userId === userId && r.provider === provider)?.customerId ?? null;
  }
  async save(userId: string, provider: ProviderName, customerId: string, _at?: Date) {
    const known = await this.customerOf(userId, provider);
    if (known) return known;
    this.rows.push({ userId, provider, customerId });
    return customerId;
  }
  async userOf(provider: ProviderName, customerId: string) {
    return this.rows.find((r) => r.provider === provider && r.customerId === customerId)?.userId ?? null;
  }
}

export class MemorySubscriptions implements SubscriptionRepository {
  readonly byUser = new Map<string, SubscriptionRecord>();
  async forUser(userId: string) {
    return this.byUser.get(userId) ?? null;
  }
  async save(record: SubscriptionRecord) {
    this.byUser.set(record.userId, { ...record });
  }
}

export class MemoryEventLog implements ProviderEventLog {
  readonly events = new Map<string, LoggedEvent>();
  async add(provider: ProviderName, event: ProviderEvent, at: Date) {
    const key = `${provider}:${event.id}`;
    if (this.events.has(key)) return false;
    this.events.set(key, { ...event, provider, receivedAt: at, processedAt: null });
    return true;
  }
  async find(provider: ProviderName, eventId: string) {
    return this.events.get(`${provider}:${eventId}`) ?? null;
  }
  async markProcessed(provider: ProviderName, eventId: string, at: Date) {
    const event = this.events.get(`${provider}:${eventId}`);
    if (event && !event.processedAt) event.processedAt = at;
  }
}

export class MemoryJobs implements BillingJobs {
  readonly processed: { provider: ProviderName; eventId: string }[] = [];
  readonly rendered: string[] = [];
  async processEvent(provider: ProviderName, eventId: string) {
    this.processed.push({ provider, eventId });
  }
  async renderInvoice(invoiceId: string) {
    this.rendered.push(invoiceId);
  }
}

/** A provider whose subscriptions the test sets; records what it was asked to do. */
export class FakeProvider implements PaymentProvider {
  readonly name: ProviderName = 'stripe';
  readonly subscriptions = new Map<string, ProviderSubscription>();
  readonly promotions = new Map<string, Promotion>();
  readonly customersCreated: string[] = [];
  readonly checkouts: CheckoutRequest[] = [];
  readonly planChanges: { subscriptionId: string; priceId: string }[] = [];
  readonly cancelled: string[] = [];
  fetches = 0;

  async createCustomer(contact: { userId: string }) {
    this.customersCreated.push(contact.userId);
    return `cus_${contact.userId}`;
  }
  async findPromotion(code: string) {
    return this.promotions.get(code) ?? null;
  }
  async createCheckout(request: CheckoutRequest) {
    this.checkouts.push(request);
    return { url: `https://checkout.example/${this.checkouts.length}` };
  }
  async changePlan(subscriptionId: string, priceId: string) {
    this.planChanges.push({ subscriptionId, priceId });
    const current = this.subscriptions.get(subscriptionId);
    if (!current) throw new Error('no such subscription');
    const changed = { ...current, priceId, cancelAtPeriodEnd: false };
    this.subscriptions.set(subscriptionId, changed);
    return changed;
  }
  async createPortal(customerId: string, returnUrl: string) {
    return { url: `https://portal.example/${customerId}?return=${encodeURIComponent(returnUrl)}` };
  }
  async listInvoices() {
    return [];
  }
  async fetchSubscription(subscriptionId: string) {
    this.fetches += 1;
    return this.subscriptions.get(subscriptionId) ?? null;
  }
  async cancelNow(subscriptionId: string) {
    this.cancelled.push(subscriptionId);
  }
}
