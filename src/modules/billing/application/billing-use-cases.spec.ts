import { beforeEach, describe, expect, it } from 'vitest';
import {
  FakeProvider,
  immediateUnitOfWork,
  MemoryCustomers,
  MemoryEventLog,
  MemoryJobs,
  MemorySubscriptions,
} from '../../../../test/support/billing-fakes.ts';
import { FixedClock } from '../../../shared/kernel/clock.ts';
import type { AppError } from '../../../shared/kernel/app-error.ts';
import { PriceCatalog } from '../domain/plans.ts';
import type { SandboxCustomer, SandboxInvoice } from '../domain/sandbox-records.ts';
import type { InvoiceFiles } from '../ports/invoice-documents.ts';
import type { SandboxLedger } from '../ports/sandbox-ledger.ts';
import type { ProviderSubscription } from '../domain/provider-records.ts';
import { DeleteInvoicePdfs } from './delete-invoice-pdfs.ts';
import { EndBillingOnDeletion } from './end-billing-on-deletion.ts';
import { ProcessProviderEvent } from './process-provider-event.ts';
import { ProviderEventInbox } from './provider-event-inbox.ts';
import { RenderSandboxInvoice } from './render-sandbox-invoice.ts';
import { StartCheckout } from './start-checkout.ts';
import { SubscriptionSync } from './subscription-sync.ts';
import { ValidateCoupon } from './validate-coupon.ts';

const catalog = new PriceCatalog({
  proMonthly: 19,
  premiumMonthly: 39,
  annualDiscountPercent: 20,
  priceIds: { proMonthly: 'pm', proYearly: 'py', premiumMonthly: 'prm', premiumYearly: 'pry' },
});

let n = 0;
const ids = { next: () => `id-${++n}` };
const later = new Date('2026-12-24T12:00:00Z');

function world() {
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const provider = new FakeProvider();
  const customers = new MemoryCustomers();
  const subscriptions = new MemorySubscriptions();
  const log = new MemoryEventLog();
  const jobs = new MemoryJobs();
  const sync = new SubscriptionSync(customers, subscriptions, catalog, clock, ids);
  const inbox = new ProviderEventInbox(log, jobs, clock);
  const process = new ProcessProviderEvent(log, provider, sync, immediateUnitOfWork, clock);
  const contacts = {
    contactOf: async (userId: string) =>
      userId === 'gone' ? null : { userId, email: `${userId}@x.test`, name: userId },
  };
  const checkout = new StartCheckout(
    catalog,
    provider,
    customers,
    subscriptions,
    contacts,
    sync,
    immediateUnitOfWork,
    clock,
    'https://coach.example',
  );
  const stripeSub = (
    id: string,
    status: string,
    extra: Partial<ProviderSubscription> = {},
  ): ProviderSubscription => ({
    id,
    customerId: 'cus_ada',
    status,
    priceId: 'pm',
    currentPeriodEnd: later,
    cancelAtPeriodEnd: false,
    discount: null,
    createdAt: clock.now(),
    ...extra,
  });
  return { clock, provider, customers, subscriptions, log, jobs, inbox, process, checkout, stripeSub };
}

describe('StartCheckout', () => {
  let w: ReturnType<typeof world>;
  beforeEach(() => {
    w = world();
  });

  it('creates the one customer first, then a checkout for the price with the user as the reference', async () => {
    expect(await w.checkout.execute('ada', 'py')).toEqual({ url: 'https://checkout.example/1' });
    await w.checkout.execute('ada', 'pm');
    expect(w.provider.customersCreated).toEqual(['ada']);
    expect(w.provider.checkouts[0]).toMatchObject({
      userId: 'ada',
      customerId: 'cus_ada',
      priceId: 'py',
      promotion: null,
      successUrl: 'https://coach.example/settings/plan?checkout=success',
      cancelUrl: 'https://coach.example/pricing',
    });
  });

  it('applies a promotion only once it validated, and refuses one that did not, creating nothing', async () => {
    const promotion = { id: 'promo_1', code: 'WELCOME20', percentOff: 20, amountOff: null };
    w.provider.promotions.set('WELCOME20', promotion);
    await w.checkout.execute('ada', 'pm', ' welcome20');
    expect(w.provider.checkouts[0]?.promotion).toEqual(promotion);

    const refused = await w.checkout.execute('bob', 'pm', 'NOPE').catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid or expired coupon.' });
    expect(w.provider.customersCreated).toEqual(['ada']);
  });

  it('refuses a price that is not one of the four', async () => {
    await expect(w.checkout.execute('ada', 'price_other')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(w.provider.checkouts).toHaveLength(0);
  });

  it('changes a live plan in place and shows it at once', async () => {
    await w.customers.save('ada', 'stripe', 'cus_ada', w.clock.now());
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'active'));
    await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
    expect(await w.checkout.execute('ada', 'pry')).toEqual({ success: true });
    expect(w.provider.planChanges).toEqual([{ subscriptionId: 'sub_1', priceId: 'pry' }]);
    expect(await w.subscriptions.forUser('ada')).toMatchObject({
      planName: 'Premium',
      billingInterval: 'year',
    });
    expect(w.provider.checkouts).toHaveLength(0);
  });

  it('answers a conflict for the plan already held, but withdraws a cancellation', async () => {
    await w.customers.save('ada', 'stripe', 'cus_ada', w.clock.now());
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'active'));
    await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
    await expect(w.checkout.execute('ada', 'pm')).rejects.toMatchObject({ code: 'CONFLICT' });

    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'active', { cancelAtPeriodEnd: true }));
    await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
    expect(await w.checkout.execute('ada', 'pm')).toEqual({ success: true });
    expect((await w.subscriptions.forUser('ada'))?.cancelAtPeriodEnd).toBe(false);
  });

  it('sends a person whose plan ended to a new checkout', async () => {
    await w.customers.save('ada', 'stripe', 'cus_ada', w.clock.now());
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'canceled'));
    await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
    expect(await w.checkout.execute('ada', 'pm')).toEqual({ url: 'https://checkout.example/1' });
  });
});

let eventNumber = 0;
async function seed(
  w: ReturnType<typeof world>,
  subscriptionId: string,
  type = 'customer.subscription.updated',
) {
  const event = { id: `evt_${++eventNumber}`, type, subscriptionId, customerId: 'cus_ada' };
  await w.inbox.accept('stripe', event);
  return event;
}

describe('the provider event path', () => {
  let w: ReturnType<typeof world>;
  beforeEach(async () => {
    w = world();
    await w.customers.save('ada', 'stripe', 'cus_ada', w.clock.now());
  });

  it('stores an event once and queues its processing once, so a replay does nothing', async () => {
    const event = { id: 'evt_a', type: 'invoice.paid', subscriptionId: 'sub_1', customerId: 'cus_ada' };
    expect(await w.inbox.accept('stripe', event)).toBe(true);
    expect(await w.inbox.accept('stripe', event)).toBe(false);
    expect(w.jobs.processed).toEqual([{ provider: 'stripe', eventId: 'evt_a' }]);
  });

  it('keeps an event about no subscription as done without a job', async () => {
    await w.inbox.accept('stripe', {
      id: 'evt_x',
      type: 'product.created',
      subscriptionId: null,
      customerId: null,
    });
    expect(w.jobs.processed).toEqual([]);
    expect((await w.log.find('stripe', 'evt_x'))?.processedAt).not.toBeNull();
  });

  it('reads the subscription again, so an old event arriving last brings the current state', async () => {
    const created = await seed(w, 'sub_1', 'customer.subscription.created');
    const deleted = await seed(w, 'sub_1', 'customer.subscription.deleted');
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'canceled'));
    await w.process.execute('stripe', deleted.id);
    expect(await w.process.execute('stripe', created.id)).toBe('saved');
    expect((await w.subscriptions.forUser('ada'))?.status).toBe('canceled');
  });

  it('runs a job once: a second run of the same event does not ask the provider again', async () => {
    const event = await seed(w, 'sub_1');
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'active'));
    await w.process.execute('stripe', event.id);
    expect(await w.process.execute('stripe', event.id)).toBe('already-processed');
    expect(w.provider.fetches).toBe(1);
  });

  it('takes the user from the customer billing created, and ignores customers and prices not ours', async () => {
    w.provider.subscriptions.set('sub_2', { ...w.stripeSub('sub_2', 'active'), customerId: 'cus_stranger' });
    expect(await w.process.execute('stripe', (await seed(w, 'sub_2')).id)).toBe('unknown-customer');
    w.provider.subscriptions.set('sub_3', w.stripeSub('sub_3', 'active', { priceId: 'price_someone_else' }));
    expect(await w.process.execute('stripe', (await seed(w, 'sub_3')).id)).toBe('unknown-price');
    expect(await w.subscriptions.forUser('ada')).toBeNull();
  });

  it('keeps the discount the subscription is billed with, and drops it when the provider does', async () => {
    const discount = { percentOff: 20, amountOff: null, endsAt: later };
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'active', { discount }));
    await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
    expect((await w.subscriptions.forUser('ada'))?.discount).toEqual(discount);
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'active'));
    await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
    expect((await w.subscriptions.forUser('ada'))?.discount).toBeNull();
  });

  it('records the status the provider gives, whichever it is', async () => {
    for (const status of ['trialing', 'active', 'past_due', 'unpaid', 'paused', 'canceled']) {
      w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', status));
      await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
      expect((await w.subscriptions.forUser('ada'))?.status).toBe(status);
    }
  });
});

describe('ValidateCoupon', () => {
  it('counts each check against the client and refuses past the limit', async () => {
    const w = world();
    w.provider.promotions.set('SAVE5', { id: 'p', code: 'SAVE5', percentOff: null, amountOff: 500 });
    let left = 1;
    const attempts = {
      take: async () =>
        left-- > 0 ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: 42 },
    };
    const validate = new ValidateCoupon(w.provider, attempts, w.clock);
    expect(await validate.execute('save5', '1.2.3.4')).toEqual({
      valid: true,
      message: '$5.00 off applied!',
      percentOff: null,
      amountOff: 500,
    });
    const refused = await validate.execute('save5', '1.2.3.4').catch((e: AppError) => e);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });
});

describe('EndBillingOnDeletion', () => {
  it('ends a live subscription at the provider before the account goes, and leaves an ended one', async () => {
    const w = world();
    await w.customers.save('ada', 'stripe', 'cus_ada', w.clock.now());
    w.provider.subscriptions.set('sub_1', w.stripeSub('sub_1', 'past_due'));
    await w.process.execute('stripe', (await seed(w, 'sub_1')).id);
    const step = new EndBillingOnDeletion(w.subscriptions, w.provider, w.clock);
    await step.beforeDelete('ada');
    await step.beforeDelete('nobody');
    expect(w.provider.cancelled).toEqual(['sub_1']);
  });
});

describe('the sandbox invoice PDFs of a deleted account', () => {
  const invoice = { id: 'inv_1', customerId: 'cus_1', pdfKey: null } as SandboxInvoice;
  const customer = { id: 'cus_1', userId: 'ada' } as SandboxCustomer;
  function files() {
    const stored = new Set<string>();
    const box: InvoiceFiles = {
      store: async (id) => {
        stored.add(`invoices/${id}.pdf`);
        return `invoices/${id}.pdf`;
      },
      linkTo: async (key) => `/files/${key}`,
      delete: async (key) => {
        stored.delete(key);
      },
    };
    return { stored, box };
  }

  it('go before the account, whoever stored them', async () => {
    const { stored, box } = files();
    for (const key of ['invoices/a.pdf', 'invoices/b.pdf', 'invoices/other.pdf']) stored.add(key);
    const ledger = {
      invoicePdfKeysOfUser: async (userId: string) =>
        userId === 'ada' ? ['invoices/a.pdf', 'invoices/b.pdf'] : [],
    } as SandboxLedger;
    await new DeleteInvoicePdfs(ledger, box).beforeDelete('ada');
    expect([...stored]).toEqual(['invoices/other.pdf']);
  });

  it('are removed again by the job that laid one out while the account was being deleted', async () => {
    const { stored, box } = files();
    const ledger = {
      invoice: async () => invoice,
      customer: async () => customer,
      // the invoice went with its account between the read and the write
      setInvoicePdf: async () => false,
    } as unknown as SandboxLedger;
    const renderer = { render: async () => new Uint8Array([37, 80, 68, 70]) };
    await new RenderSandboxInvoice(ledger, renderer, box).execute(invoice.id);
    expect([...stored]).toEqual([]);
  });
});
