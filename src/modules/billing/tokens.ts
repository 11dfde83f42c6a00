import { token } from '../../shared/kernel/token.ts';
import type { BillingSettings } from './application/billing-settings.ts';
import type { EndBillingOnDeletion } from './application/end-billing-on-deletion.ts';
import type { GetPricing } from './application/get-pricing.ts';
import type { ListInvoices } from './application/list-invoices.ts';
import type { OpenBillingPortal } from './application/open-billing-portal.ts';
import type { ProcessProviderEvent } from './application/process-provider-event.ts';
import type { ProviderEventInbox } from './application/provider-event-inbox.ts';
import type { ReceiveWebhook } from './application/receive-webhook.ts';
import type { RenderSandboxInvoice } from './application/render-sandbox-invoice.ts';
import type { SandboxBilling } from './application/sandbox-billing.ts';
import type { SandboxCheckout } from './application/sandbox-checkout.ts';
import type { SandboxPortal } from './application/sandbox-portal.ts';
import type { SandboxRenewals } from './application/sandbox-renewals.ts';
import type { StartCheckout } from './application/start-checkout.ts';
import type { SubscriptionSync } from './application/subscription-sync.ts';
import type { ValidateCoupon } from './application/validate-coupon.ts';
import type { PriceCatalog } from './domain/plans.ts';
import type { BillingContacts } from './ports/billing-contacts.ts';
import type { BillingCustomers } from './ports/billing-customers.ts';
import type { BillingJobs } from './ports/billing-jobs.ts';
import type { CouponAttempts } from './ports/coupon-attempts.ts';
import type { InvoiceFiles, InvoiceRenderer } from './ports/invoice-documents.ts';
import type { PaymentProvider } from './ports/payment-provider.ts';
import type { ProviderEventLog } from './ports/provider-event-log.ts';
import type { SandboxLedger } from './ports/sandbox-ledger.ts';
import type { SubscriptionRepository } from './ports/subscription-repository.ts';
import type { WebhookVerifier } from './ports/webhook-verifier.ts';

/** Injection tokens of the billing module. */
export const BILLING = {
  Settings: token<BillingSettings>('billing.Settings'),
  Catalog: token<PriceCatalog>('billing.Catalog'),
  // ports
  Provider: token<PaymentProvider>('billing.Provider'),
  WebhookVerifier: token<WebhookVerifier>('billing.WebhookVerifier'),
  Customers: token<BillingCustomers>('billing.Customers'),
  Subscriptions: token<SubscriptionRepository>('billing.Subscriptions'),
  Events: token<ProviderEventLog>('billing.Events'),
  Jobs: token<BillingJobs>('billing.Jobs'),
  Contacts: token<BillingContacts>('billing.Contacts'),
  CouponAttempts: token<CouponAttempts>('billing.CouponAttempts'),
  SandboxLedger: token<SandboxLedger>('billing.SandboxLedger'),
  InvoiceRenderer: token<InvoiceRenderer>('billing.InvoiceRenderer'),
  InvoiceFiles: token<InvoiceFiles>('billing.InvoiceFiles'),
  // services use cases share
  Inbox: token<ProviderEventInbox>('billing.Inbox'),
  Sync: token<SubscriptionSync>('billing.Sync'),
  SandboxBilling: token<SandboxBilling>('billing.SandboxBilling'),
  // use cases
  GetPricing: token<GetPricing>('billing.GetPricing'),
  ValidateCoupon: token<ValidateCoupon>('billing.ValidateCoupon'),
  StartCheckout: token<StartCheckout>('billing.StartCheckout'),
  OpenBillingPortal: token<OpenBillingPortal>('billing.OpenBillingPortal'),
  ListInvoices: token<ListInvoices>('billing.ListInvoices'),
  ReceiveWebhook: token<ReceiveWebhook>('billing.ReceiveWebhook'),
  ProcessProviderEvent: token<ProcessProviderEvent>('billing.ProcessProviderEvent'),
  SandboxCheckout: token<SandboxCheckout>('billing.SandboxCheckout'),
  SandboxPortal: token<SandboxPortal>('billing.SandboxPortal'),
  SandboxRenewals: token<SandboxRenewals>('billing.SandboxRenewals'),
  RenderSandboxInvoice: token<RenderSandboxInvoice>('billing.RenderSandboxInvoice'),
  EndBillingOnDeletion: token<EndBillingOnDeletion>('billing.EndBillingOnDeletion'),
} as const;
