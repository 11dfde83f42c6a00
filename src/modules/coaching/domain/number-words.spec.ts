import { describe, expect, it } from 'vitest';
import { SPELLED_NUMBER, valueInWords } from './number-words.ts';

describe('numbers written as words', () => {
  it('gives the value of a number below a hundred, of a dozen and of a magnitude', () => {
    expect(valueInWords('seven')).toBe(7);
    expect(valueInWords('Nineteen')).toBe(19);
    expect(valueInWords('forty')).toBe(40);
    expect(valueInWords('twenty-five')).toBe(25);
    expect(valueInWords('ninety nine')).toBe(99);
    expect(valueInWords('dozen')).toBe(12);
    expect(valueInWords('million')).toBe(1e6);
    expect(valueInWords('several')).toBeUndefined();
    expect(valueInWords('')).toBeUndefined();
  });

  it('finds whole number words only, compounds included', () => {
    const spelled = new RegExp(`\\b${SPELLED_NUMBER}\\b`, 'gi');
    expect('Seventeen often tenants, thirty-two and sixty one'.match(spelled)).toEqual([
      'Seventeen',
      'thirty-two',
      'sixty one',
    ]);
  });
});
