/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { getPricingConfigHandlers } from '../handlers/getPricingConfig.ts';
import { createCheckoutSessionHandlers } from '../handlers/createCheckoutSession.ts';
import { validateCouponHandlers } from '../handlers/validateCoupon.ts';
import { createPortalSessionHandlers } from '../handlers/createPortalSession.ts';
import { listInvoicesHandlers } from '../handlers/listInvoices.ts';
import { handleStripeWebhookHandlers } from '../handlers/handleStripeWebhook.ts';
import { getSandboxCheckoutSessionHandlers } from '../handlers/getSandboxCheckoutSession.ts';
import { completeSandboxCheckoutSessionHandlers } from '../handlers/completeSandboxCheckoutSession.ts';
import { getSandboxPortalHandlers } from '../handlers/getSandboxPortal.ts';
import { cancelSandboxSubscriptionHandlers } from '../handlers/cancelSandboxSubscription.ts';
import { resumeSandboxSubscriptionHandlers } from '../handlers/resumeSandboxSubscription.ts';
import { changeSandboxPlanHandlers } from '../handlers/changeSandboxPlan.ts';
import { updateSandboxPaymentMethodHandlers } from '../handlers/updateSandboxPaymentMethod.ts';

const app = new Hono()
  .get('/api/pricing-config', ...getPricingConfigHandlers)
  .post('/api/stripe/create-checkout-session', ...createCheckoutSessionHandlers)
  .post('/api/stripe/validate-coupon', ...validateCouponHandlers)
  .post('/api/stripe/create-portal-session', ...createPortalSessionHandlers)
  .get('/api/user/invoices', ...listInvoicesHandlers)
  .post('/api/stripe/webhook', ...handleStripeWebhookHandlers)
  .get('/api/billing/sandbox/checkout-sessions/:id', ...getSandboxCheckoutSessionHandlers)
  .post('/api/billing/sandbox/checkout-sessions/:id/complete', ...completeSandboxCheckoutSessionHandlers)
  .get('/api/billing/sandbox/portal', ...getSandboxPortalHandlers)
  .post('/api/billing/sandbox/portal/cancel', ...cancelSandboxSubscriptionHandlers)
  .post('/api/billing/sandbox/portal/resume', ...resumeSandboxSubscriptionHandlers)
  .put('/api/billing/sandbox/portal/plan', ...changeSandboxPlanHandlers)
  .put('/api/billing/sandbox/portal/payment-method', ...updateSandboxPaymentMethodHandlers);

export default app;
