import { jobText } from '../../shared/kernel/jobs.ts';
import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { DOCUMENTS } from '../documents/index.ts';
import { IDENTITY } from '../identity/index.ts';
import { FileStorageInvoiceFiles } from './adapters/file-storage-invoice-files.ts';
import { IdentityBillingContacts } from './adapters/identity-billing-contacts.ts';
import { MikroOrmBillingCustomers } from './adapters/mikro-orm-billing-customers.ts';
import { MikroOrmProviderEventLog } from './adapters/mikro-orm-provider-event-log.ts';
import { MikroOrmSandboxLedger } from './adapters/mikro-orm-sandbox-ledger.ts';
import { MikroOrmSubscriptionLookup } from './adapters/mikro-orm-subscription-lookup.ts';
import { MikroOrmSubscriptionRepository } from './adapters/mikro-orm-subscription-repository.ts';
import { PdfmakeInvoiceRenderer } from './adapters/pdfmake-invoice-renderer.ts';
import { BILLING_QUEUES, QueuedBillingJobs } from './adapters/queued-billing-jobs.ts';
import { RateLimitedCouponAttempts } from './adapters/rate-limited-coupon-attempts.ts';
import { SandboxPaymentProvider } from './adapters/sandbox-payment-provider.ts';
import { stripeClient } from './adapters/stripe-client.ts';
import { StripePaymentProvider } from './adapters/stripe-payment-provider.ts';
import { NoWebhooks, StripeWebhookVerifier } from './adapters/stripe-webhook-verifier.ts';
import type { BillingSettings } from './application/billing-settings.ts';
import { DeleteInvoicePdfs } from './application/delete-invoice-pdfs.ts';
import { EndBillingOnDeletion } from './application/end-billing-on-deletion.ts';
import { GetPricing } from './application/get-pricing.ts';
import { ListInvoices } from './application/list-invoices.ts';
import { OpenBillingPortal } from './application/open-billing-portal.ts';
import { ProcessProviderEvent } from './application/process-provider-event.ts';
import { ProviderEventInbox } from './application/provider-event-inbox.ts';
import { ReceiveWebhook } from './application/receive-webhook.ts';
import { RenderSandboxInvoice } from './application/render-sandbox-invoice.ts';
import { SandboxBilling } from './application/sandbox-billing.ts';
import { SandboxCheckout } from './application/sandbox-checkout.ts';
import { SandboxPortal } from './application/sandbox-portal.ts';
import { SandboxRenewals } from './application/sandbox-renewals.ts';
import { StartCheckout } from './application/start-checkout.ts';
import { SubscriptionSync } from './application/subscription-sync.ts';
import { ValidateCoupon } from './application/validate-coupon.ts';
import { PriceCatalog } from './domain/plans.ts';
import { parseSandboxCoupons } from './domain/promotion.ts';
import type { PaymentProvider } from './ports/payment-provider.ts';
import routes from './http/generated/billing.routes.ts';
import { BILLING } from './tokens.ts';

function register(registry: Registry): void {
  const B = BILLING;
  registry.provide(
    B.Settings,
    [TOKENS.Config],
    (config): BillingSettings => ({
      publicUrl: config.PUBLIC_URL.replace(/\/+$/, ''),
      pricing: {
        proMonthly: config.PRICE_PRO_MONTHLY,
        premiumMonthly: config.PRICE_PREMIUM_MONTHLY,
        annualDiscountPercent: config.ANNUAL_DISCOUNT_PERCENT,
        priceIds: {
          proMonthly: config.STRIPE_PRICE_ID_PRO_MONTHLY,
          proYearly: config.STRIPE_PRICE_ID_PRO_YEARLY,
          premiumMonthly: config.STRIPE_PRICE_ID_PREMIUM_MONTHLY,
          premiumYearly: config.STRIPE_PRICE_ID_PREMIUM_YEARLY,
        },
      },
      sandboxCoupons: parseSandboxCoupons(config.SANDBOX_COUPONS),
    }),
  );
  registry.provide(B.Catalog, [B.Settings], (settings) => new PriceCatalog(settings.pricing));

  // identity reads plans through this port: billing depends on identity, never the reverse
  registry.construct(IDENTITY.SubscriptionLookup, [TOKENS.Orm, TOKENS.Clock], MikroOrmSubscriptionLookup);

  registry.construct(B.Customers, [TOKENS.Orm], MikroOrmBillingCustomers);
  registry.construct(B.Subscriptions, [TOKENS.Orm], MikroOrmSubscriptionRepository);
  registry.construct(B.Events, [TOKENS.Orm], MikroOrmProviderEventLog);
  registry.construct(B.SandboxLedger, [TOKENS.Orm], MikroOrmSandboxLedger);
  registry.construct(B.Jobs, [TOKENS.Jobs], QueuedBillingJobs);
  registry.construct(B.Contacts, [IDENTITY.Users], IdentityBillingContacts);
  registry.construct(B.CouponAttempts, [IDENTITY.RateLimiter], RateLimitedCouponAttempts);
  registry.provide(
    B.InvoiceRenderer,
    [TOKENS.DocumentRenderer],
    (documents) => new PdfmakeInvoiceRenderer(documents),
  );
  registry.construct(B.InvoiceFiles, [DOCUMENTS.FileStorage, TOKENS.Clock], FileStorageInvoiceFiles);

  registry.construct(B.Inbox, [B.Events, B.Jobs, TOKENS.Clock], ProviderEventInbox);
  registry.construct(
    B.Sync,
    [B.Customers, B.Subscriptions, B.Catalog, TOKENS.Clock, TOKENS.Ids, TOKENS.Activity],
    SubscriptionSync,
  );
  registry.construct(
    B.SandboxBilling,
    [B.SandboxLedger, B.Inbox, B.Jobs, TOKENS.Clock, TOKENS.Ids],
    SandboxBilling,
  );
  registry.construct(
    B.SandboxPortal,
    [B.SandboxLedger, B.SandboxBilling, B.Catalog, TOKENS.UnitOfWork, TOKENS.Clock],
    SandboxPortal,
  );

  // the payment provider the configuration picks: the sandbox in our database, or Stripe
  registry.provide(
    B.Provider,
    [TOKENS.Config, TOKENS.Clock, TOKENS.Ids, B.Settings, B.Catalog, B.SandboxLedger, B.InvoiceFiles],
    (config, clock, ids, settings, catalog, ledger, files): PaymentProvider =>
      config.PAYMENT_PROVIDER === 'stripe'
        ? new StripePaymentProvider(stripeClient(config.STRIPE_SECRET_KEY ?? ''), clock)
        : new SandboxPaymentProvider(
            ledger,
            // resolved on use: the portal and the provider are built from each other's services
            registry.get(B.SandboxPortal),
            files,
            catalog,
            settings.sandboxCoupons,
            clock,
            ids,
          ),
  );
  registry.provide(B.WebhookVerifier, [TOKENS.Config], (config) =>
    config.PAYMENT_PROVIDER === 'stripe'
      ? new StripeWebhookVerifier(stripeClient(config.STRIPE_SECRET_KEY ?? ''), config.STRIPE_WEBHOOK_SECRET)
      : new NoWebhooks(),
  );

  registry.provide(B.GetPricing, [B.Settings], (settings) => new GetPricing(settings.pricing));
  registry.construct(B.ValidateCoupon, [B.Provider, B.CouponAttempts, TOKENS.Clock], ValidateCoupon);
  registry.provide(
    B.StartCheckout,
    [
      B.Catalog,
      B.Provider,
      B.Customers,
      B.Subscriptions,
      B.Contacts,
      B.Sync,
      TOKENS.UnitOfWork,
      TOKENS.Clock,
      B.Settings,
    ],
    (catalog, provider, customers, subscriptions, contacts, sync, unitOfWork, clock, settings) =>
      new StartCheckout(
        catalog,
        provider,
        customers,
        subscriptions,
        contacts,
        sync,
        unitOfWork,
        clock,
        settings.publicUrl,
      ),
  );
  registry.provide(
    B.OpenBillingPortal,
    [B.Customers, B.Provider, B.Settings],
    (customers, provider, settings) => new OpenBillingPortal(customers, provider, settings.publicUrl),
  );
  registry.construct(B.ListInvoices, [B.Customers, B.Provider], ListInvoices);
  registry.construct(B.ReceiveWebhook, [B.WebhookVerifier, B.Inbox, TOKENS.UnitOfWork], ReceiveWebhook);
  registry.construct(
    B.ProcessProviderEvent,
    [B.Events, B.Provider, B.Sync, TOKENS.UnitOfWork, TOKENS.Clock],
    ProcessProviderEvent,
  );
  registry.construct(
    B.SandboxCheckout,
    [B.SandboxLedger, B.SandboxBilling, B.Catalog, TOKENS.UnitOfWork, TOKENS.Clock],
    SandboxCheckout,
  );
  registry.construct(
    B.SandboxRenewals,
    [B.SandboxLedger, B.SandboxBilling, B.Catalog, TOKENS.UnitOfWork, TOKENS.Clock],
    SandboxRenewals,
  );
  registry.construct(
    B.RenderSandboxInvoice,
    [B.SandboxLedger, B.InvoiceRenderer, B.InvoiceFiles],
    RenderSandboxInvoice,
  );
  registry.construct(
    B.EndBillingOnDeletion,
    [B.Subscriptions, B.Provider, TOKENS.Clock],
    EndBillingOnDeletion,
  );

  // nobody is charged for an account that no longer exists
  registry.contribute(IDENTITY.AccountDeletionSteps, [B.EndBillingOnDeletion], (step) => step);
  // the sandbox's invoice PDFs are stored under the invoice, not the person: they go first too
  registry.contribute(
    IDENTITY.AccountDeletionSteps,
    [B.SandboxLedger, B.InvoiceFiles],
    (ledger, files) => new DeleteInvoicePdfs(ledger, files),
  );

  // the background work: every provider event (Stripe's webhooks and the sandbox's alike), the
  // sandbox's invoice PDFs, and time passing at the sandbox (renewals and period ends)
  registry.contribute(TOKENS.JobHandlers, [B.ProcessProviderEvent], (process) => ({
    queue: BILLING_QUEUES.processEvent,
    run: async (data) => {
      const provider = jobText(data, 'provider');
      if (provider !== 'stripe' && provider !== 'sandbox') throw new Error(`unknown provider ${provider}`);
      await process.execute(provider, jobText(data, 'eventId'));
    },
    // one at a time per instance: two events of one subscription never write over each other
    concurrency: 1,
  }));
  registry.contribute(TOKENS.JobHandlers, [B.RenderSandboxInvoice], (render) => ({
    queue: BILLING_QUEUES.renderInvoice,
    run: (data) => render.execute(jobText(data, 'invoiceId')),
  }));
  registry.contribute(TOKENS.JobHandlers, [TOKENS.Config, B.SandboxRenewals], (config, renewals) => ({
    queue: BILLING_QUEUES.sandboxRenewals,
    run: async () => {
      if (config.PAYMENT_PROVIDER === 'sandbox') await renewals.sweep();
    },
    every: '* * * * *',
    retries: 0,
  }));
}

/**
 * Plans, checkout, coupons, the billing portal, invoices and the provider's events, on Stripe or
 * on the sandbox payment provider kept in our own database. It answers identity's subscription
 * lookup, so plan gating follows the subscription.
 */
export const billingModule: AppModule = { name: 'billing', routes, register };
