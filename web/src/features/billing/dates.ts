/** A date as the billing pages show it, e.g. 'November 24, 2026'. */
export function longDate(value: Date | string | number): string {
  return new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** An invoice date: seconds since the epoch (spec: invoice dates in seconds). */
export function invoiceDate(seconds: number): string {
  return longDate(seconds * 1000);
}
