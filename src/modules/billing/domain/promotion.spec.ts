import { describe, expect, it } from 'vitest';
import {
  discountMessage,
  discountOn,
  findSandboxCoupon,
  normaliseCode,
  parseSandboxCoupons,
} from './promotion.ts';

describe('coupons', () => {
  it('compares codes upper-cased and trimmed', () => {
    expect(normaliseCode('  welcome20 ')).toBe('WELCOME20');
  });

  it('names the discount', () => {
    expect(discountMessage({ percentOff: 20, amountOff: null })).toBe('20% off applied!');
    expect(discountMessage({ percentOff: null, amountOff: 500 })).toBe('$5.00 off applied!');
  });

  it('takes the discount off, never below zero', () => {
    expect(discountOn(18000, { percentOff: 20, amountOff: null })).toBe(3600);
    expect(discountOn(1900, { percentOff: null, amountOff: 500 })).toBe(500);
    expect(discountOn(300, { percentOff: null, amountOff: 500 })).toBe(300);
    expect(discountOn(1999, { percentOff: 15, amountOff: null })).toBe(300);
    expect(discountOn(1900, null)).toBe(0);
  });

  it('reads SANDBOX_COUPONS', () => {
    expect(parseSandboxCoupons('welcome20=20%, SAVE5=$5,OLD=10%@2026-01-31')).toEqual([
      { code: 'WELCOME20', percentOff: 20, amountOff: null, expiresAt: null },
      { code: 'SAVE5', percentOff: null, amountOff: 500, expiresAt: null },
      { code: 'OLD', percentOff: 10, amountOff: null, expiresAt: new Date('2026-02-01T00:00:00Z') },
    ]);
    expect(parseSandboxCoupons('')).toEqual([]);
  });

  it('refuses a coupon list it cannot read, naming the entry', () => {
    expect(() => parseSandboxCoupons('GOOD=10%,BAD')).toThrow(/'BAD'/);
    expect(() => parseSandboxCoupons('ZERO=0%')).toThrow(/more than 0%/);
    expect(() => parseSandboxCoupons('BIG=150%')).toThrow();
  });

  it('finds a sandbox coupon through its last day, and not after', () => {
    const coupons = parseSandboxCoupons('OLD=10%@2026-01-31');
    expect(findSandboxCoupon(coupons, 'old', new Date('2026-01-31T23:59:00Z'))?.code).toBe('OLD');
    expect(findSandboxCoupon(coupons, 'old', new Date('2026-02-01T00:00:00Z'))).toBeNull();
    expect(findSandboxCoupon(coupons, 'new', new Date('2026-01-01T00:00:00Z'))).toBeNull();
  });
});
