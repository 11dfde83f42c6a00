import { describe, expect, it } from 'vitest';
import { makePricingConfig } from '../test/fixtures';
import { annualMonthlyPrice, annualSavings, centsAsDollars, planOfPrice, priceIdOf } from './plan-prices';

describe('plan prices', () => {
  it('rounds the annual monthly price and saves twelve months of the difference', () => {
    expect(annualMonthlyPrice(19, 20)).toBe(15);
    expect(annualSavings(19, 20)).toBe(48);
    expect(annualMonthlyPrice(39, 20)).toBe(31);
    expect(annualSavings(39, 20)).toBe(96);
    expect(annualMonthlyPrice(10, 25)).toBe(8);
  });

  it('maps plans and billing to the configured price ids and back', () => {
    const config = makePricingConfig();
    expect(priceIdOf(config, 'Pro', 'annual')).toBe('price_pro_yearly');
    expect(priceIdOf(config, 'Premium', 'monthly')).toBe('price_premium_monthly');
    expect(planOfPrice(config, 'price_premium_yearly')).toEqual({ plan: 'Premium', billing: 'annual' });
    expect(planOfPrice(config, 'price_other')).toBeNull();
  });

  it('shows cents as dollars with two decimals', () => {
    expect(centsAsDollars(14400)).toBe('$144.00');
    expect(centsAsDollars(1999)).toBe('$19.99');
  });
});
