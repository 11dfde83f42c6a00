import { describe, expect, it } from 'vitest';
import { quantitiesIn, statesQuantity } from './quantities.ts';

const kinds = (text: string) => quantitiesIn(text).map((q) => `${q.kind}:${q.value}`);

describe('quantities a text states', () => {
  it('reads numbers, percentages, money and multipliers with their magnitude', () => {
    expect(kinds('Cut costs by 30% ($2.4M) for 1,200 clinics in 2019, doubled output 3x')).toEqual([
      'percentage:30',
      'money:2400000',
      'number:1200',
      'number:2019',
      'multiplier:2',
      'multiplier:3',
    ]);
    expect(
      kinds('a team of twelve, twenty-five percent faster, $5 million, 40k users, two million dollars'),
    ).toEqual(['number:12', 'percentage:25', 'money:5000000', 'number:40000', 'money:2000000']);
  });

  it('reads numbers in words, leaving a lone "one" as wording', () => {
    expect(kinds('one of seventeen sites, twenty one teams, a dozen vendors, one hundred stores')).toEqual([
      'number:17',
      'number:21',
      'number:12',
      'number:100',
    ]);
    expect(kinds('thirty-two percent of five hundred clinics')).toEqual(['percentage:32', 'number:500']);
  });

  it('gives a range its unit on both ends', () => {
    expect(kinds('grew 20-30% on budgets of $5-10M')).toEqual([
      'percentage:20',
      'percentage:30',
      'money:5000000',
      'money:10000000',
    ]);
  });

  it('lets a bare number repeat a quantity but never adds a unit', () => {
    const known = quantitiesIn('reduced churn by 30% for 300 clinics, saving $2.4M');
    const says = (text: string) => quantitiesIn(text).every((q) => statesQuantity(known, q));
    expect(says('saving $2.4 million for 300 clinics (30%)')).toBe(true);
    expect(says('30 points')).toBe(true);
    expect(says('300% growth')).toBe(false);
    expect(says('$300 saved')).toBe(false);
    expect(says('$2.5M saved')).toBe(false);
    expect(says('doubled revenue')).toBe(false);
  });
});
