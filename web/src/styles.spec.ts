import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, oklchToRgb, oklchTokens, over, type Rgb, toHex } from './test/contrast';

/**
 * WCAG AA (1.4.3) for the design tokens of both themes: every text colour the components put on a
 * background token, or on a status tint (`bg-success/10` and the like, up to 15 %) over one, reaches
 * 4.5:1. axe measures the painted page; this measures the tokens themselves, so a new shade fails
 * here before it reaches a screen.
 */
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const AA_TEXT = 4.5;
const BACKGROUNDS = ['background', 'surface', 'surface-muted'] as const;
const TEXT_ON_BACKGROUNDS = ['text', 'muted', 'primary', 'success', 'warning', 'danger'] as const;
const TINTED = ['primary', 'success', 'warning', 'danger'] as const;
const TINT_ALPHAS = [0.05, 0.08, 0.1, 0.12, 0.15];
const FILLED: ReadonlyArray<readonly [text: string, fill: string]> = [
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['on-status', 'success'],
  ['on-status', 'warning'],
  ['on-status', 'danger'],
  ['on-status', 'danger-hover'],
];

describe.each([
  ['light', ':root'],
  ['dark', '.dark'],
])('%s theme colours', (_theme, selector) => {
  const tokens = oklchTokens(css, selector);
  const colour = (name: string): Rgb => {
    const token = tokens[name];
    if (!token) throw new Error(`no --${name} in ${selector}`);
    return oklchToRgb(token);
  };
  const pairs: Array<{ pair: string; text: Rgb; background: Rgb }> = [];
  for (const background of BACKGROUNDS) {
    for (const text of TEXT_ON_BACKGROUNDS) {
      pairs.push({ pair: `${text} on ${background}`, text: colour(text), background: colour(background) });
    }
    for (const tone of TINTED) {
      for (const alpha of TINT_ALPHAS) {
        pairs.push({
          pair: `${tone} on ${tone}/${Math.round(alpha * 100)} over ${background}`,
          text: colour(tone),
          background: over(colour(tone), alpha, colour(background)),
        });
      }
    }
  }
  for (const [text, fill] of FILLED) {
    pairs.push({ pair: `${text} on ${fill}`, text: colour(text), background: colour(fill) });
  }

  it.each(pairs)('$pair reaches 4.5:1', ({ text, background }) => {
    const ratio = contrastRatio(text, background);
    expect(ratio, `${toHex(text)} on ${toHex(background)} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });
});

describe('the contrast arithmetic', () => {
  it('matches the published ratios', () => {
    expect(contrastRatio([0, 0, 0], [1, 1, 1])).toBeCloseTo(21, 5);
    // the warning pill axe reported: #c97500 on #f8eee0 at about 3:1
    const pill = contrastRatio([0xc9 / 255, 0x75 / 255, 0], [0xf8 / 255, 0xee / 255, 0xe0 / 255]);
    expect(pill).toBeCloseTo(3.05, 1);
    expect(toHex(oklchToRgb([0.64, 0.15, 65]))).toBe('#c97500');
  });
});
