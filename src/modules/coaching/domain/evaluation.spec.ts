import { describe, expect, it } from 'vitest';
import { roundScore } from './evaluation.ts';

describe('the one rounding rule for scores', () => {
  it('keeps every one-decimal score from 0 to 10 as it is', () => {
    for (let tenths = 0; tenths <= 100; tenths++) {
      expect(roundScore(tenths / 10)).toBe(tenths / 10);
    }
  });

  it('rounds a half away from zero, also a half binary holds just below it', () => {
    expect(roundScore(7.25)).toBe(7.3);
    expect(roundScore(0.45)).toBe(0.5);
    // the mean of two answers scored 0.1 and 4.6 is 2.35, held as 2.3499999999999996
    const mean = (0.1 + 4.6) / 2;
    expect(mean).toBeLessThan(2.35);
    expect(roundScore(mean)).toBe(2.4);
    // every mean of two one-decimal scores that is a half goes up
    for (let a = 0; a <= 100; a++) {
      for (let b = a + 1; b <= 100; b += 2) {
        expect(roundScore((a / 10 + b / 10) / 2)).toBe((a + b + 1) / 20);
      }
    }
  });

  it('rounds anything else to the nearest tenth', () => {
    expect(roundScore(7.24)).toBe(7.2);
    expect(roundScore(23 / 3)).toBe(7.7);
    expect(roundScore(6.96)).toBe(7);
  });

  it('keeps a score within 0 to 10', () => {
    expect(roundScore(-0.3)).toBe(0);
    expect(roundScore(10.46)).toBe(10);
  });
});
