/**
 * Dates as resumes write them: 'Jan 2020', 'January 2020', '01/2020', '2020-01', '2020', and
 * 'Present'. Kept as written for the structured resume; turned into month numbers only to measure
 * experience.
 */
import { SPELLED_NUMBER, valueInWords } from '../../domain/number-words.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASON_MONTH: Record<string, number> = { spring: 2, summer: 5, fall: 8, autumn: 8, winter: 0 };
const MONTH_NAME =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const SEASON = '(?:Spring|Summer|Fall|Autumn|Winter)';
const YEAR = '(?:19|20)\\d{2}(?![\\d])';
// every quantifier is bounded and each alternative starts differently: linear on any input
const DATE = `(?<![\\d/])(?:${MONTH_NAME}\\.?,?\\s{1,3}${YEAR}|${SEASON}\\s{1,3}${YEAR}|(?:0?[1-9]|1[0-2])[/.]${YEAR}|(?:19|20)\\d{2}[/-](?:0[1-9]|1[0-2])(?![\\d])|${YEAR})`;
const PRESENT = '(?:Present|Current(?:ly)?|Now|Today|Ongoing|Date)\\b';
const SEPARATOR = '\\s{0,3}(?:-{1,2}|–|—|to|until|till|through|thru|~)\\s{0,3}';
const RANGE = new RegExp(`(${DATE})${SEPARATOR}(${DATE}|${PRESENT})`, 'i');
/** '2017 -' or '2017 –' at the end of a line: a role still held. */
const OPEN_RANGE = new RegExp(`(${DATE})\\s{0,3}(?:-{1,2}|–|—)\\s{0,3}$`, 'i');
const SINGLE = new RegExp(`(${DATE})`, 'gi');
const STATED_YEARS = new RegExp(
  `\\b(\\d{1,2}|${SPELLED_NUMBER})\\s{0,2}\\+?\\s{0,2}(?:years?|yrs?)\\b`,
  'gi',
);
/** Lines longer than this are prose, not a role heading: dates are looked for in their start. */
const MAX_LINE = 400;

export interface DateRange {
  start: string;
  end: string | null;
  /** The matched text, to cut out of a heading line. */
  text: string;
}

export function findDateRange(line: string): DateRange | null {
  const head = line.slice(0, MAX_LINE);
  const range = head.match(RANGE);
  if (range) return { start: clean(range[1]!), end: clean(range[2]!), text: range[0] };
  const open = head.match(OPEN_RANGE);
  if (open) return { start: clean(open[1]!), end: 'Present', text: open[0] };
  return null;
}

/** A lone date ('May 2018', '2016'), e.g. a graduation date. */
export function findDate(line: string): string | null {
  const all = [...line.slice(0, MAX_LINE).matchAll(SINGLE)];
  const last = all.at(-1);
  return last ? clean(last[1]!) : null;
}

/**
 * The dates of a role: a range, or a lone month or season on a short heading line ('Summer
 * 2014': one season's work).
 */
export function findRoleDates(line: string): DateRange | null {
  const range = findDateRange(line);
  if (range) return range;
  if (line.length > 80 || line.trim().split(/\s+/).length > 10) return null;
  const single = line.match(new RegExp(`(?:${MONTH_NAME}|${SEASON})\\.?,?\\s{1,3}${YEAR}`, 'i'));
  return single ? { start: clean(single[0]), end: clean(single[0]), text: single[0] } : null;
}

function clean(text: string): string {
  const t = text.replace(/\s+/g, ' ').replace(/,/g, '').trim();
  return /^(?:currently|now|today|ongoing|current|date)$/i.test(t) ? 'Present' : t;
}

export function isPresent(text: string | null): boolean {
  return text !== null && /^present$/i.test(text.trim());
}

/** Months since year 0 for a written date; null when it cannot be read. */
export function toMonth(text: string | null, presentMonth: number): number | null {
  if (!text) return null;
  if (isPresent(text)) return presentMonth;
  const year = text.match(/(?:19|20)\d{2}/)?.[0];
  if (!year) return null;
  const lower = text.toLowerCase();
  let month = MONTHS.findIndex((m) => lower.includes(m));
  if (month < 0) {
    const season = Object.keys(SEASON_MONTH).find((s) => lower.includes(s));
    const numeric = text.match(/\b(0?[1-9]|1[0-2])[/.]\d{4}|\d{4}[/-](0[1-9]|1[0-2])\b/);
    month = season ? SEASON_MONTH[season]! : numeric ? Number(numeric[1] ?? numeric[2]) - 1 : 0;
  }
  return Number(year) * 12 + month;
}

/** The largest 'X years' / 'X+ years' a text states ('20 years of experience', 'eight years'). */
export function statedYears(text: string): number {
  let best = 0;
  for (const m of text.slice(0, 5000).matchAll(STATED_YEARS)) {
    const raw = m[1]!.toLowerCase();
    const n = /^\d/.test(raw) ? Number(raw) : (valueInWords(raw) ?? 0);
    if (n > best && n <= 50) best = n;
  }
  return best;
}

/** Total months covered by the ranges, overlaps counted once. */
export function monthsCovered(
  ranges: { start: string | null; end: string | null }[],
  presentMonth: number,
): number {
  const spans = ranges
    .map((r) => [toMonth(r.start, presentMonth), toMonth(r.end, presentMonth)] as const)
    .filter((s): s is readonly [number, number] => s[0] !== null && s[1] !== null && s[1] >= s[0])
    .map(([a, b]) => [a, b + 1] as [number, number])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cursor = -1;
  for (const [a, b] of spans) {
    const from = Math.max(a, cursor);
    if (b > from) total += b - from;
    cursor = Math.max(cursor, b);
  }
  return total;
}
