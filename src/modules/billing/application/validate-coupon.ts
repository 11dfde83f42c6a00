import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import { discountMessage, INVALID_COUPON, normaliseCode } from '../domain/promotion.ts';
import type { CouponAttempts } from '../ports/coupon-attempts.ts';
import type { PaymentProvider } from '../ports/payment-provider.ts';

export type CouponVerdict =
  | { valid: true; message: string; percentOff: number | null; amountOff: number | null }
  | { valid: false; message: string };

export const TOO_MANY_COUPON_CHECKS = 'Too many coupon checks. Please try again later.';

/** Checks a promotion code (upper-cased) with the provider; counted per client against guessing. */
export class ValidateCoupon {
  readonly #provider: PaymentProvider;
  readonly #attempts: CouponAttempts;
  readonly #clock: Clock;
  constructor(provider: PaymentProvider, attempts: CouponAttempts, clock: Clock) {
    this.#provider = provider;
    this.#attempts = attempts;
    this.#clock = clock;
  }

  async execute(code: string, clientKey: string): Promise<CouponVerdict> {
    const decision = await this.#attempts.take(clientKey, this.#clock.now());
    if (!decision.allowed) {
      throw new AppError('RATE_LIMITED', TOO_MANY_COUPON_CHECKS, {
        retryAfterSeconds: decision.retryAfterSeconds,
      });
    }
    const normalised = normaliseCode(code);
    const promotion = normalised === '' ? null : await this.#provider.findPromotion(normalised);
    if (!promotion) return { valid: false, message: INVALID_COUPON };
    return {
      valid: true,
      message: discountMessage(promotion),
      percentOff: promotion.percentOff,
      amountOff: promotion.amountOff,
    };
  }
}
