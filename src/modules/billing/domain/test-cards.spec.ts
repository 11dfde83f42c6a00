import { describe, expect, it } from 'vitest';
import { tryTestCard } from './test-cards.ts';

const now = new Date('2026-11-24T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30') => tryTestCard({ cardNumber, expiry, cvc: '123' }, now);

describe('the sandbox test cards', () => {
  it('accepts the test numbers and keeps only the brand, the last four digits and the expiry', () => {
    expect(card('4242 4242 4242 4242')).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(card('5555555555554444')).toMatchObject({
      ok: true,
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('declines the declining test numbers', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, refusal: 'declined' });
    expect(card('4000 0000 0000 9995')).toEqual({ ok: false, refusal: 'insufficient_funds' });
  });

  it('refuses a real-looking card and a number that is no card at all', () => {
    expect(card('4111 1111 1111 1111')).toEqual({ ok: false, refusal: 'not_a_test_card' });
    expect(card('4242 4242 4242 4241')).toEqual({ ok: false, refusal: 'invalid_number' });
  });

  it('takes a card through the last day of its expiry month', () => {
    expect(card('4242424242424242', '11/26').ok).toBe(true);
    expect(card('4242424242424242', '10/26')).toEqual({ ok: false, refusal: 'expired' });
    expect(card('4242424242424242', '13/30')).toEqual({ ok: false, refusal: 'expired' });
  });
});
