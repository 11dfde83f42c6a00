/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
CreateCheckoutSessionRequest,
  SandboxCardRequest,
  SandboxPlanChangeRequest,
  StripeEvent,
  ValidateCouponRequest
} from './billing.schemas.ts';

export type GetPricingConfigContext<E extends Env = any> = Context<E, '/api/pricing-config'>
export type CreateCheckoutSessionContext<E extends Env = any> = Context<E, '/api/stripe/create-checkout-session', { in: { json: CreateCheckoutSessionRequest, }, out: { json: CreateCheckoutSessionRequest, } }>
export type ValidateCouponContext<E extends Env = any> = Context<E, '/api/stripe/validate-coupon', { in: { json: ValidateCouponRequest, }, out: { json: ValidateCouponRequest, } }>
export type CreatePortalSessionContext<E extends Env = any> = Context<E, '/api/stripe/create-portal-session'>
export type ListInvoicesContext<E extends Env = any> = Context<E, '/api/user/invoices'>
export type HandleStripeWebhookContext<E extends Env = any> = Context<E, '/api/stripe/webhook', { in: { json: StripeEvent, }, out: { json: StripeEvent, } }>
export type GetSandboxCheckoutSessionContext<E extends Env = any> = Context<E, '/api/billing/sandbox/checkout-sessions/:id', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type CompleteSandboxCheckoutSessionContext<E extends Env = any> = Context<E, '/api/billing/sandbox/checkout-sessions/:id/complete', { in: { param: {
 id: string,
 },json: SandboxCardRequest, }, out: { param: {
 id: string,
 },json: SandboxCardRequest, } }>
export type GetSandboxPortalContext<E extends Env = any> = Context<E, '/api/billing/sandbox/portal'>
export type CancelSandboxSubscriptionContext<E extends Env = any> = Context<E, '/api/billing/sandbox/portal/cancel'>
export type ResumeSandboxSubscriptionContext<E extends Env = any> = Context<E, '/api/billing/sandbox/portal/resume'>
export type ChangeSandboxPlanContext<E extends Env = any> = Context<E, '/api/billing/sandbox/portal/plan', { in: { json: SandboxPlanChangeRequest, }, out: { json: SandboxPlanChangeRequest, } }>
export type UpdateSandboxPaymentMethodContext<E extends Env = any> = Context<E, '/api/billing/sandbox/portal/payment-method', { in: { json: SandboxCardRequest, }, out: { json: SandboxCardRequest, } }>