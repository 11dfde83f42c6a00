import { AppError } from '../../../shared/kernel/app-error.ts';
import type { AbuseLimits, LimitedAction } from '../ports/abuse-limits.ts';

/** Takes one from the action's allowance, or refuses with RATE_LIMITED and the wait. */
export async function takeAllowance(
  limits: AbuseLimits,
  action: LimitedAction,
  key: string,
  now: Date,
): Promise<void> {
  const decision = await limits.take(action, key, now);
  if (!decision.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many messages. Please try again later.', {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}
