/**
 * Figures in an answer: numerals with their unit, percentages, money, ratios, time spans, and the
 * way people say numbers in words ('three weeks', 'doubled', 'a third', 'twice'). Every pattern
 * is a bounded run of one class or a fixed word list, so matching stays linear on any input.
 */
import { SPELLED_NUMBER } from '../../../domain/number-words.ts';

const NUMERAL =
  /(?:[$€£¥]\s{0,2}\d[\d,.]{0,14}\s{0,2}[kmb]?n?\b|\b\d[\d,.]{0,14}(?:\s{0,2}(?:%|percent\b|x\b|k\b|m\b|bn\b|ms\b|s\b|°c?|hours?\b|hrs?\b|days?\b|weeks?\b|months?\b|minutes?\b|mins?\b|seconds?\b|years?\b|quarters?\b|[a-z]{3,15}\b))?|\b[pP]\d{2}\b)/g;
// a number in words from the shared table ('one' alone is wording: 'one of them'), or the way people
// speak of amounts without a number ('hundreds', 'a couple of'); only the figure's words are needed
const NUMBER_WORD = new RegExp(
  `\\b(?:(?!one\\b)${SPELLED_NUMBER}|hundreds?|thousands?|millions?|billions?|dozens?|a dozen|a hundred|a thousand|a million|half a|a couple of)\\s(?:[a-z]{2,15})\\b`,
  'gi',
);
const MULTIPLIER =
  /\b(?:doubled|doubling|halved|halving|tripled|quadrupled|twice|three times|ten times|a third|a quarter|two thirds|by half|in half|roughly half|about half|by a third|by a quarter|tenfold|zero)\b/gi;

/** Words after a number word that do not make it a quantity ('two of', 'ten or'). */
const NOT_UNIT = new Set(['of', 'or', 'and', 'to', 'is', 'was', 'are', 'were', 'the', 'a', 'an']);

export function quantities(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(NUMERAL)) {
    const value = m[0].trim();
    // a bare small integer ('1', '2') is usually a list marker or an index, not a figure
    if (/^\d$/.test(value)) continue;
    found.push(value);
  }
  for (const m of text.matchAll(NUMBER_WORD)) {
    const unit = m[0].split(/\s/).at(-1)!.toLowerCase();
    if (!NOT_UNIT.has(unit)) found.push(m[0]);
  }
  for (const m of text.matchAll(MULTIPLIER)) found.push(m[0]);
  return [...new Set(found)];
}
