/**
 * The quantities a text states, with what they count: '$2.4M' is money worth 2,400,000, '30%' a
 * percentage, 'doubled' a multiplier of 2, 'twelve' the number 12. Two texts state the same
 * quantity when value and kind agree; a bare number may also repeat a quantity without its unit
 * ('30' of '30%'), but a unit may never be added ('30%' where the resume says '30 clinics').
 */
import { NUMBER_WORDS, SPELLED_NUMBER, valueInWords } from './number-words.ts';

export type QuantityKind = 'number' | 'percentage' | 'money' | 'multiplier';

export interface Quantity {
  kind: QuantityKind;
  /** The value with its magnitude applied: '$2.4M' -> 2400000. */
  value: number;
  /** The digits as written, before any magnitude: '$2.4M' -> 2.4. */
  written: number;
  /** The text the quantity was read from, for messages. */
  text: string;
}

/** Magnitudes written as letters after digits ('40k', '$2.4M', '$1bn'); words come from the table. */
const ABBREVIATED: Record<string, number> = { k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9 };

function magnitudeOf(written: string | undefined): number {
  if (!written) return 1;
  const lower = written.toLowerCase();
  return ABBREVIATED[lower] ?? NUMBER_WORDS[lower] ?? 1;
}

// each part is bounded or a single character class: the pattern runs in linear time
const DIGITS =
  /(?<![A-Za-z0-9])([$€£¥₹])?[ \t]?(?<![A-Za-z])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:[ \t]?(k|mm|m|bn|b|thousand|million|billion|trillion)\b)?(?:[ \t]?(%|percent\b|per cent\b|x\b|times\b|dollars\b|usd\b|eur\b|euros?\b|gbp\b|pounds\b))?/gi;

// 'one' alone is left out on purpose: 'one of the first' is wording far more often than a count
const WORDS = new RegExp(
  `\\b(?!one\\b)(${SPELLED_NUMBER}|dozen|hundred)\\b(?:[ \\t](hundred|thousand|million|billion))?(?:[ \\t](percent|per cent|dollars|euros|pounds))?`,
  'gi',
);
const MULTIPLIERS = /\b(doubled|doubling|tripled|tripling|quadrupled|halved|halving)\b/gi;
const MULTIPLIER_VALUES: Record<string, number> = {
  doubled: 2,
  doubling: 2,
  tripled: 3,
  tripling: 3,
  quadrupled: 4,
  halved: 0.5,
  halving: 0.5,
};
const RANGE_BETWEEN = /^[ \t]{0,3}(?:-|–|—|to)[ \t]{0,3}$/;

interface Found extends Quantity {
  start: number;
  end: number;
  /** The unit was written next to this number (not only implied). */
  magnitude: number;
}

function kindOfSuffix(suffix: string | undefined, currency: string | undefined): QuantityKind {
  const s = suffix?.toLowerCase();
  if (currency || (s && /^(?:dollars|usd|eur|euros?|gbp|pounds)$/.test(s))) return 'money';
  if (s === '%' || s === 'percent' || s === 'per cent') return 'percentage';
  if (s === 'x' || s === 'times') return 'multiplier';
  return 'number';
}

function rounded(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Every quantity in the text, in order. */
export function quantitiesIn(text: string): Quantity[] {
  const found: Found[] = [];
  for (const m of text.matchAll(DIGITS)) {
    const written = Number(m[2]!.replace(/,/g, ''));
    if (!Number.isFinite(written)) continue;
    const magnitude = magnitudeOf(m[3]);
    found.push({
      kind: kindOfSuffix(m[4], m[1]),
      value: rounded(written * magnitude),
      written,
      magnitude,
      text: m[0].trim(),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(WORDS)) {
    const base = valueInWords(m[1]!)!;
    const magnitude = magnitudeOf(m[2]);
    found.push({
      kind: !m[3] ? 'number' : /^per/i.test(m[3]) ? 'percentage' : 'money',
      value: rounded(base * magnitude),
      written: base,
      magnitude,
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(MULTIPLIERS)) {
    const value = MULTIPLIER_VALUES[m[1]!.toLowerCase()]!;
    found.push({
      kind: 'multiplier',
      value,
      written: value,
      magnitude: 1,
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  found.sort((a, b) => a.start - b.start);
  // a range shares its unit: '20-30%' is two percentages, '$5-10M' two amounts of money
  for (let i = 0; i + 1 < found.length; i += 1) {
    const a = found[i]!;
    const b = found[i + 1]!;
    if (!RANGE_BETWEEN.test(text.slice(a.end, b.start))) continue;
    if (a.kind === 'number' && b.kind !== 'number') a.kind = b.kind;
    if (b.kind === 'number' && a.kind === 'money') b.kind = 'money';
    if (a.magnitude === 1 && b.magnitude !== 1) a.value = rounded(a.written * b.magnitude);
  }
  return found.map(({ kind, value, written, text: t }) => ({ kind, value, written, text: t }));
}

/** Whether `known` already states the quantity `q` (see the file comment for the rule). */
export function statesQuantity(known: readonly Quantity[], q: Quantity): boolean {
  return known.some((k) =>
    q.kind === 'number'
      ? k.value === q.value || k.written === q.value
      : k.kind === q.kind && k.value === q.value,
  );
}
