/**
 * The sandbox payment provider's cards: the test numbers Stripe documents, so the same numbers work
 * in both. Any other number is refused: the sandbox must never be handed a real card.
 */
export interface CardInput {
  cardNumber: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

/** What is kept of a card: never the number itself. */
export interface StoredCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type CardOutcome =
  | { ok: true; card: StoredCard }
  | {
      ok: false;
      refusal: 'declined' | 'insufficient_funds' | 'expired' | 'not_a_test_card' | 'invalid_number';
    };

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  not_a_test_card:
    'Use a test card such as 4242 4242 4242 4242: the sandbox checkout never takes a real card.',
  invalid_number: 'Your card number is invalid.',
} as const;

/** Refusals a card network gives (answered 422); the others are the input's fault (400). */
export const DECLINES = new Set(['declined', 'insufficient_funds', 'expired']);

const TEST_CARDS: Record<string, { brand: string; outcome: 'ok' | 'declined' | 'insufficient_funds' }> = {
  '4242424242424242': { brand: 'visa', outcome: 'ok' },
  '4000056655665556': { brand: 'visa', outcome: 'ok' },
  '5555555555554444': { brand: 'mastercard', outcome: 'ok' },
  '378282246310005': { brand: 'amex', outcome: 'ok' },
  '4000000000000002': { brand: 'visa', outcome: 'declined' },
  '4000000000009995': { brand: 'visa', outcome: 'insufficient_funds' },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Tries a card the way the sandbox charges it: a test number, not expired, then its outcome. */
export function tryTestCard(input: CardInput, now: Date): CardOutcome {
  const digits = input.cardNumber.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, refusal: 'invalid_number' };
  const test = TEST_CARDS[digits];
  if (!test) return { ok: false, refusal: 'not_a_test_card' };
  const [mm = '', yy = ''] = input.expiry.split('/').map((part) => part.trim());
  const expMonth = Number(mm);
  const expYear = 2000 + Number(yy);
  // a card is good through the last day of its expiry month
  const endOfMonth = Date.UTC(expYear, expMonth, 1);
  if (!(expMonth >= 1 && expMonth <= 12) || endOfMonth <= now.getTime())
    return { ok: false, refusal: 'expired' };
  if (test.outcome !== 'ok') return { ok: false, refusal: test.outcome };
  return { ok: true, card: { brand: test.brand, last4: digits.slice(-4), expMonth, expYear } };
}
