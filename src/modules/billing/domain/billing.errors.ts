import { AppError, NotFoundError, ValidationError } from '../../../shared/kernel/app-error.ts';
import { INVALID_COUPON } from './promotion.ts';

export const BILLING_MESSAGES = {
  unknownPrice: 'Please choose one of the listed plans.',
  samePlan: 'You already have this plan.',
  noBillingAccount: 'You have no billing account yet: choose a plan first.',
  noSubscription: 'You have no active subscription.',
  alreadyCancelling: 'Your subscription already ends with the current period.',
  notCancelling: 'Your subscription is not set to cancel.',
  checkoutClosed: 'This checkout session is no longer open.',
  providerUnavailable: 'The payment provider is unavailable. Please try again in a moment.',
  badSignature: 'The webhook signature could not be verified.',
} as const;

export function unknownPrice(): ValidationError {
  return new ValidationError(BILLING_MESSAGES.unknownPrice, [
    { path: ['priceId'], message: BILLING_MESSAGES.unknownPrice, code: 'unknown_price' },
  ]);
}

export function invalidCoupon(): ValidationError {
  return new ValidationError(INVALID_COUPON, [
    { path: ['promotionCode'], message: INVALID_COUPON, code: 'invalid_coupon' },
  ]);
}

export function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}

export function providerUnavailable(cause: unknown): AppError {
  return new AppError('PROVIDER_UNAVAILABLE', BILLING_MESSAGES.providerUnavailable, { cause });
}

export function badSignature(why: string): ValidationError {
  return new ValidationError(BILLING_MESSAGES.badSignature, [
    { path: ['stripe-signature'], message: why, code: 'bad_signature' },
  ]);
}

export function checkoutNotFound(): NotFoundError {
  return new NotFoundError('Checkout session');
}
