import { describe, expect, it } from 'vitest';
import { annualMonthlyPrice, annualSavings, PriceCatalog } from './plans.ts';

const settings = {
  proMonthly: 19,
  premiumMonthly: 39,
  annualDiscountPercent: 20,
  priceIds: { proMonthly: 'pm', proYearly: 'py', premiumMonthly: 'prm', premiumYearly: 'pry' },
};

describe('annual prices', () => {
  it('rounds the discounted monthly price as the spec says', () => {
    // round(19 x 12 x 0.8 / 12) = round(15.2) = 15; round(39 x 0.8) = round(31.2) = 31
    expect(annualMonthlyPrice(19, 20)).toBe(15);
    expect(annualMonthlyPrice(39, 20)).toBe(31);
    expect(annualMonthlyPrice(10, 25)).toBe(8); // 7.5 rounds up
    expect(annualMonthlyPrice(19, 0)).toBe(19);
  });

  it('saves twelve months of the difference', () => {
    expect(annualSavings(19, 20)).toBe(48);
    expect(annualSavings(39, 20)).toBe(96);
  });
});

describe('PriceCatalog', () => {
  const catalog = new PriceCatalog(settings);

  it('knows the four prices, a year at twelve annual monthly prices, in cents', () => {
    expect(catalog.find('pm')).toEqual({ priceId: 'pm', plan: 'Pro', interval: 'month', amountCents: 1900 });
    expect(catalog.find('py')).toEqual({ priceId: 'py', plan: 'Pro', interval: 'year', amountCents: 18000 });
    expect(catalog.find('prm')).toMatchObject({ plan: 'Premium', interval: 'month', amountCents: 3900 });
    expect(catalog.find('pry')).toMatchObject({ plan: 'Premium', interval: 'year', amountCents: 37200 });
  });

  it('knows nothing else', () => {
    expect(catalog.find('price_free')).toBeNull();
    expect(catalog.find(null)).toBeNull();
  });

  it('charges prices with cents exactly', () => {
    expect(new PriceCatalog({ ...settings, proMonthly: 19.99 }).find('pm')?.amountCents).toBe(1999);
  });
});
