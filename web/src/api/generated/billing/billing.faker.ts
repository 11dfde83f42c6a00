/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  faker
} from '@faker-js/faker';

import {
  BillingInterval,
  PaidPlanName
} from '../model';
import type {
  CheckoutSessionResult,
  CouponValidation,
  Invoice,
  PricingConfig,
  SandboxCard,
  SandboxCheckoutCompletion,
  SandboxCheckoutSession,
  SandboxCoupon,
  SandboxPortal,
  SandboxPortalSubscription,
  UrlResponse,
  WebhookAck
} from '../model';


export const getGetPricingConfigResponseMock = (overrideResponse: Partial<Extract<PricingConfig, object>> = {}): PricingConfig => ({PRICE_PRO_MONTHLY: faker.number.float({min: 0, fractionDigits: 2}), PRICE_PREMIUM_MONTHLY: faker.number.float({min: 0, fractionDigits: 2}), ANNUAL_DISCOUNT_PERCENT: faker.number.float({min: 0, max: 100, fractionDigits: 2}), STRIPE_PRICE_ID_PRO_MONTHLY: faker.string.alpha({length: {min: 10, max: 20}}), STRIPE_PRICE_ID_PRO_YEARLY: faker.string.alpha({length: {min: 10, max: 20}}), STRIPE_PRICE_ID_PREMIUM_MONTHLY: faker.string.alpha({length: {min: 10, max: 20}}), STRIPE_PRICE_ID_PREMIUM_YEARLY: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getCreateCheckoutSessionResponseMock = (overrideResponse: Partial<Extract<CheckoutSessionResult, object>> = {}): CheckoutSessionResult => ({url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), success: faker.helpers.arrayElement([true, undefined]), ...overrideResponse})

export const getValidateCouponResponseMock = (overrideResponse: Partial<Extract<CouponValidation, object>> = {}): CouponValidation => ({valid: faker.datatype.boolean(), message: faker.string.alpha({length: {min: 10, max: 20}}), percentOff: faker.helpers.arrayElement([faker.number.float({min: 0, max: 100, fractionDigits: 2}), undefined]), amountOff: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), ...overrideResponse})

export const getCreatePortalSessionResponseMock = (overrideResponse: Partial<Extract<UrlResponse, object>> = {}): UrlResponse => ({url: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getListInvoicesResponseMock = (): Invoice[] => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 10, max: 20}}), date: faker.number.int(), description: faker.string.alpha({length: {min: 10, max: 20}}), amount: faker.number.int(), pdf: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null])})))

export const getHandleStripeWebhookResponseMock = (overrideResponse: Partial<Extract<WebhookAck, object>> = {}): WebhookAck => ({received: faker.datatype.boolean(), ...overrideResponse})

export const getGetSandboxCheckoutSessionResponseSandboxCouponMock = (overrideResponse: Partial<SandboxCoupon> = {}): SandboxCoupon => ({...{code: faker.string.alpha({length: {min: 10, max: 20}}), percentOff: faker.helpers.arrayElement([faker.number.float({fractionDigits: 2}), null]), amountOff: faker.helpers.arrayElement([faker.number.int(), null])}, ...overrideResponse});

export const getGetSandboxCheckoutSessionResponseMock = (overrideResponse: Partial<Extract<SandboxCheckoutSession, object>> = {}): SandboxCheckoutSession => ({id: faker.string.uuid(), plan: faker.helpers.arrayElement(Object.values(PaidPlanName)), interval: faker.helpers.arrayElement(Object.values(BillingInterval)), priceId: faker.string.alpha({length: {min: 10, max: 20}}), amount: faker.number.int({min: 0}), discount: faker.number.int({min: 0}), amountDue: faker.number.int({min: 0}), currency: faker.string.alpha({length: {min: 10, max: 20}}), coupon: faker.helpers.arrayElement([{...getGetSandboxCheckoutSessionResponseSandboxCouponMock()},null,]), status: faker.helpers.arrayElement(['open','complete','expired'] as const), expires_at: faker.date.past().toISOString().slice(0, 19) + 'Z', created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getCompleteSandboxCheckoutSessionResponseMock = (overrideResponse: Partial<Extract<SandboxCheckoutCompletion, object>> = {}): SandboxCheckoutCompletion => ({success: true, redirectUrl: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getGetSandboxPortalResponseSandboxPortalSubscriptionMock = (overrideResponse: Partial<SandboxPortalSubscription> = {}): SandboxPortalSubscription => ({...{id: faker.string.alpha({length: {min: 10, max: 20}}), plan: faker.helpers.arrayElement(Object.values(PaidPlanName)), interval: faker.helpers.arrayElement(Object.values(BillingInterval)), priceId: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.string.alpha({length: {min: 10, max: 20}}), current_period_end: faker.date.past().toISOString().slice(0, 19) + 'Z', cancel_at_period_end: faker.datatype.boolean()}, ...overrideResponse});

export const getGetSandboxPortalResponseSandboxCardMock = (overrideResponse: Partial<SandboxCard> = {}): SandboxCard => ({...{brand: faker.string.alpha({length: {min: 10, max: 20}}), last4: faker.helpers.fromRegExp("^[0-9]{4}$"), expMonth: faker.number.int({min: 1, max: 12}), expYear: faker.number.int()}, ...overrideResponse});

export const getGetSandboxPortalResponseMock = (overrideResponse: Partial<Extract<SandboxPortal, object>> = {}): SandboxPortal => ({subscription: faker.helpers.arrayElement([{...getGetSandboxPortalResponseSandboxPortalSubscriptionMock()},null,]), card: faker.helpers.arrayElement([{...getGetSandboxPortalResponseSandboxCardMock()},null,]), ...overrideResponse})

export const getCancelSandboxSubscriptionResponseSandboxPortalSubscriptionMock = (overrideResponse: Partial<SandboxPortalSubscription> = {}): SandboxPortalSubscription => ({...{id: faker.string.alpha({length: {min: 10, max: 20}}), plan: faker.helpers.arrayElement(Object.values(PaidPlanName)), interval: faker.helpers.arrayElement(Object.values(BillingInterval)), priceId: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.string.alpha({length: {min: 10, max: 20}}), current_period_end: faker.date.past().toISOString().slice(0, 19) + 'Z', cancel_at_period_end: faker.datatype.boolean()}, ...overrideResponse});

export const getCancelSandboxSubscriptionResponseSandboxCardMock = (overrideResponse: Partial<SandboxCard> = {}): SandboxCard => ({...{brand: faker.string.alpha({length: {min: 10, max: 20}}), last4: faker.helpers.fromRegExp("^[0-9]{4}$"), expMonth: faker.number.int({min: 1, max: 12}), expYear: faker.number.int()}, ...overrideResponse});

export const getCancelSandboxSubscriptionResponseMock = (overrideResponse: Partial<Extract<SandboxPortal, object>> = {}): SandboxPortal => ({subscription: faker.helpers.arrayElement([{...getCancelSandboxSubscriptionResponseSandboxPortalSubscriptionMock()},null,]), card: faker.helpers.arrayElement([{...getCancelSandboxSubscriptionResponseSandboxCardMock()},null,]), ...overrideResponse})

export const getResumeSandboxSubscriptionResponseSandboxPortalSubscriptionMock = (overrideResponse: Partial<SandboxPortalSubscription> = {}): SandboxPortalSubscription => ({...{id: faker.string.alpha({length: {min: 10, max: 20}}), plan: faker.helpers.arrayElement(Object.values(PaidPlanName)), interval: faker.helpers.arrayElement(Object.values(BillingInterval)), priceId: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.string.alpha({length: {min: 10, max: 20}}), current_period_end: faker.date.past().toISOString().slice(0, 19) + 'Z', cancel_at_period_end: faker.datatype.boolean()}, ...overrideResponse});

export const getResumeSandboxSubscriptionResponseSandboxCardMock = (overrideResponse: Partial<SandboxCard> = {}): SandboxCard => ({...{brand: faker.string.alpha({length: {min: 10, max: 20}}), last4: faker.helpers.fromRegExp("^[0-9]{4}$"), expMonth: faker.number.int({min: 1, max: 12}), expYear: faker.number.int()}, ...overrideResponse});

export const getResumeSandboxSubscriptionResponseMock = (overrideResponse: Partial<Extract<SandboxPortal, object>> = {}): SandboxPortal => ({subscription: faker.helpers.arrayElement([{...getResumeSandboxSubscriptionResponseSandboxPortalSubscriptionMock()},null,]), card: faker.helpers.arrayElement([{...getResumeSandboxSubscriptionResponseSandboxCardMock()},null,]), ...overrideResponse})

export const getChangeSandboxPlanResponseSandboxPortalSubscriptionMock = (overrideResponse: Partial<SandboxPortalSubscription> = {}): SandboxPortalSubscription => ({...{id: faker.string.alpha({length: {min: 10, max: 20}}), plan: faker.helpers.arrayElement(Object.values(PaidPlanName)), interval: faker.helpers.arrayElement(Object.values(BillingInterval)), priceId: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.string.alpha({length: {min: 10, max: 20}}), current_period_end: faker.date.past().toISOString().slice(0, 19) + 'Z', cancel_at_period_end: faker.datatype.boolean()}, ...overrideResponse});

export const getChangeSandboxPlanResponseSandboxCardMock = (overrideResponse: Partial<SandboxCard> = {}): SandboxCard => ({...{brand: faker.string.alpha({length: {min: 10, max: 20}}), last4: faker.helpers.fromRegExp("^[0-9]{4}$"), expMonth: faker.number.int({min: 1, max: 12}), expYear: faker.number.int()}, ...overrideResponse});

export const getChangeSandboxPlanResponseMock = (overrideResponse: Partial<Extract<SandboxPortal, object>> = {}): SandboxPortal => ({subscription: faker.helpers.arrayElement([{...getChangeSandboxPlanResponseSandboxPortalSubscriptionMock()},null,]), card: faker.helpers.arrayElement([{...getChangeSandboxPlanResponseSandboxCardMock()},null,]), ...overrideResponse})

export const getUpdateSandboxPaymentMethodResponseSandboxPortalSubscriptionMock = (overrideResponse: Partial<SandboxPortalSubscription> = {}): SandboxPortalSubscription => ({...{id: faker.string.alpha({length: {min: 10, max: 20}}), plan: faker.helpers.arrayElement(Object.values(PaidPlanName)), interval: faker.helpers.arrayElement(Object.values(BillingInterval)), priceId: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.string.alpha({length: {min: 10, max: 20}}), current_period_end: faker.date.past().toISOString().slice(0, 19) + 'Z', cancel_at_period_end: faker.datatype.boolean()}, ...overrideResponse});

export const getUpdateSandboxPaymentMethodResponseSandboxCardMock = (overrideResponse: Partial<SandboxCard> = {}): SandboxCard => ({...{brand: faker.string.alpha({length: {min: 10, max: 20}}), last4: faker.helpers.fromRegExp("^[0-9]{4}$"), expMonth: faker.number.int({min: 1, max: 12}), expYear: faker.number.int()}, ...overrideResponse});

export const getUpdateSandboxPaymentMethodResponseMock = (overrideResponse: Partial<Extract<SandboxPortal, object>> = {}): SandboxPortal => ({subscription: faker.helpers.arrayElement([{...getUpdateSandboxPaymentMethodResponseSandboxPortalSubscriptionMock()},null,]), card: faker.helpers.arrayElement([{...getUpdateSandboxPaymentMethodResponseSandboxCardMock()},null,]), ...overrideResponse})

