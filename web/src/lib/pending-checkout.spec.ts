import { describe, expect, it } from 'vitest';
import { storePendingCheckout, takePendingCheckout } from './pending-checkout';

describe('pending checkout', () => {
  it('hands the price id and coupon over once, then forgets them', () => {
    storePendingCheckout({ priceId: 'price_pro', promotionCode: 'SAVE10' });
    expect(sessionStorage.getItem('pendingPriceId')).toBe('price_pro');
    expect(sessionStorage.getItem('pendingCoupon')).toBe('SAVE10');
    expect(takePendingCheckout()).toEqual({ priceId: 'price_pro', promotionCode: 'SAVE10' });
    expect(takePendingCheckout()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('ignores a stray coupon without a price id, and clears it', () => {
    sessionStorage.setItem('pendingCoupon', 'SAVE10');
    expect(takePendingCheckout()).toBeNull();
    expect(sessionStorage.getItem('pendingCoupon')).toBeNull();
  });
});
