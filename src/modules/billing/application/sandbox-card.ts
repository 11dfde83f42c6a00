import { AppError, ValidationError } from '../../../shared/kernel/app-error.ts';
import { CARD_MESSAGES, type CardInput, type StoredCard, tryTestCard } from '../domain/test-cards.ts';

/**
 * A sandbox card, charged: declines are the card network's answer (422); a number that is not a
 * test card, or not a card at all, is the input's fault (400).
 */
export function chargeTestCard(input: CardInput, now: Date): StoredCard {
  const outcome = tryTestCard(input, now);
  if (outcome.ok) return outcome.card;
  const message = CARD_MESSAGES[outcome.refusal];
  if (outcome.refusal === 'invalid_number' || outcome.refusal === 'not_a_test_card') {
    throw new ValidationError(message, [{ path: ['cardNumber'], message, code: outcome.refusal }]);
  }
  throw new AppError('UNPROCESSABLE', message);
}
