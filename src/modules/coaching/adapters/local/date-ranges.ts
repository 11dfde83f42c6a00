/**
 * Dates as resumes write them: 'Jan 2020', 'January 2020', '01/2020', '2020-01', '2020', and
 * 'Present'. Kept as written for the structured resume; turned into month numbers only to measure
 * experience.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const SEASON = '(?:Spring|Summer|Fall|Autumn|Winter)';
const DATE = `(?:${MONTH_NAME}\\.?,?\\s+(?:19|20)\\d{2}|${SEASON}\\s+(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])[/.](?:19|20)\\d{2}|(?:19|20)\\d{2}[/-](?:0[1-9]|1[0-2])|(?:19|20)\\d{2})`;
const PRESENT = '(?:Present|Current|Currently|Now|Today|Ongoing|Date)';
const RANGE = new RegExp(`(${DATE})\\s*(?:-|–|—|to|until|through|~)\\s*(${DATE}|${PRESENT})`, 'i');
const SINGLE = new RegExp(`(${DATE})`, 'i');

export interface DateRange {
  start: string;
  end: string | null;
  /** The matched text, to cut out of a heading line. */
  text: string;
}

export function findDateRange(line: string): DateRange | null {
  const range = line.match(RANGE);
  if (range) return { start: clean(range[1]!), end: clean(range[2]!), text: range[0] };
  return null;
}

/** A lone date ('May 2018', '2016'), e.g. a graduation date. */
export function findDate(line: string): string | null {
  const all = [...line.matchAll(new RegExp(SINGLE.source, 'gi'))];
  const last = all.at(-1);
  return last ? clean(last[1]!) : null;
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
  const year = text.match(/(19|20)\d{2}/)?.[0];
  if (!year) return null;
  const lower = text.toLowerCase();
  let month = MONTHS.findIndex((m) => lower.includes(m));
  if (month < 0) {
    const numeric = text.match(/\b(0?[1-9]|1[0-2])[/.]\d{4}|\d{4}[/-](0[1-9]|1[0-2])\b/);
    month = numeric ? Number(numeric[1] ?? numeric[2]) - 1 : 0;
  }
  return Number(year) * 12 + month;
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
