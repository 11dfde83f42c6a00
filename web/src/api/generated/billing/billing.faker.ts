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
  SandboxCheckoutCompletion,
  SandboxCheckoutSession,
  SandboxCoupon,
  UrlResponse,
  WebhookAck
} from '../model';


export const getGetPricingConfigResponseMock = (overrideResponse: Partial<Extract<PricingConfig, object>> = {}): PricingConfig => ({PRICE_PRO_MONTHLY: faker.number.float({min: 0, fractionDigits: 2}), PRICE_PREMIUM_MONTHLY: faker.number.float({min: 0, fractionDigits: 2}), ANNUAL_DISCOUNT_PERCENT: faker.number.float({min: 0, max: 100, fractionDigits: 2}), STRIPE_PRICE_ID_PRO_MONTHLY: faker.string.alpha({length: {min: 10, max: 20}}), STRIPE_PRICE_ID_PRO_YEARLY: faker.string.alpha({length: {min: 10, max: 20}}), STRIPE_PRICE_ID_PREMIUM_MONTHLY: faker.string.alpha({length: {min: 10, max: 20}}), STRIPE_PRICE_ID_PREMIUM_YEARLY: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getCreateCheckoutSessionResponseMock = (overrideResponse: Partial<Extract<CheckoutSessionResult, object>> = {}): CheckoutSessionResult => ({url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), success: faker.helpers.arrayElement([true, undefined]), ...overrideResponse})

export const getValidateCouponResponseMock = (overrideResponse: Partial<Extract<CouponValidation, object>> = {}): CouponValidation => ({valid: faker.datatype.boolean(), message: faker.string.alpha({length: {min: 10, max: 20}}), percentOff: faker.helpers.arrayElement([faker.number.float({min: 0, max: 100, fractionDigits: 2}), undefined]), amountOff: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), ...overrideResponse})

export const getCreatePortalSessionResponseMock = (overrideResponse: Partial<Extract<UrlResponse, object>> = {}): UrlResponse => ({url: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getListInvoicesResponseMock = (): Invoice[] => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 10, max: 20}}), date: faker.number.int(), description: faker.string.alpha({length: {min: 10, max: 20}}), amount: faker.number.int(), pdf: faker.helpers.arrayElement([faker.internet.url(), null])})))

export const getHandleStripeWebhookResponseMock = (overrideResponse: Partial<Extract<WebhookAck, object>> = {}): WebhookAck => ({received: faker.datatype.boolean(), ...overrideResponse})

export const getGetSandboxCheckoutSessionResponseSandboxCouponMock = (overrideResponse: Partial<SandboxCoupon> = {}): SandboxCoupon => ({...{code: faker.string.alpha({length: {min: 10, max: 20}}), percentOff: faker.helpers.arrayElement([faker.number.float({fractionDigits: 2}), null]), amountOff: faker.helpers.arrayElement([faker.number.int(), null])}, ...overrideResponse});

export const getGetSandboxCheckoutSessionResponseMock = (overrideResponse: Partial<Extract<SandboxCheckoutSession, object>> = {}): SandboxCheckoutSession => ({id: faker.string.uuid(), plan: faker.helpers.arrayElement(Object.values(PaidPlanName)), interval: faker.helpers.arrayElement(Object.values(BillingInterval)), priceId: faker.string.alpha({length: {min: 10, max: 20}}), amount: faker.number.int({min: 0}), discount: faker.number.int({min: 0}), amountDue: faker.number.int({min: 0}), currency: faker.string.alpha({length: {min: 10, max: 20}}), coupon: faker.helpers.arrayElement([{...getGetSandboxCheckoutSessionResponseSandboxCouponMock()},null,]), status: faker.helpers.arrayElement(['open','complete','expired'] as const), expires_at: faker.date.past().toISOString().slice(0, 19) + 'Z', created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getCompleteSandboxCheckoutSessionResponseMock = (overrideResponse: Partial<Extract<SandboxCheckoutCompletion, object>> = {}): SandboxCheckoutCompletion => ({success: true, redirectUrl: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

