import { describe, expect, it } from 'vitest';
import { analysedText, MAX_ANALYSED_CHARS } from './analysed-text.ts';

describe('analysedText', () => {
  it('gives a text within the budget as it is', () => {
    const text = 'Senior Engineer\n'.repeat(100);
    expect(analysedText(text)).toBe(text);
  });

  it('cuts an oversized text at the last line break within the budget', () => {
    const line = `${'word '.repeat(19)}word\n`;
    const text = line.repeat(Math.ceil((MAX_ANALYSED_CHARS * 3) / line.length));
    const analysed = analysedText(text);
    expect(analysed.length).toBeLessThanOrEqual(MAX_ANALYSED_CHARS);
    expect(analysed.length).toBeGreaterThan(MAX_ANALYSED_CHARS - line.length);
    expect(`${analysed}\n`.endsWith(line)).toBe(true);
  });

  it('cuts a text without line breaks at the budget', () => {
    expect(analysedText('a'.repeat(MAX_ANALYSED_CHARS * 5))).toHaveLength(MAX_ANALYSED_CHARS);
  });
});
