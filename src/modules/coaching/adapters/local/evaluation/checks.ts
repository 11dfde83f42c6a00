/**
 * One piece of evidence a criterion looks for. `pass` (0-1) weighs into the criterion's fraction;
 * `did` and `lacked` are what the feedback says about it, so the words and the rating cannot part.
 */
export interface Check {
  weight: number;
  pass: number;
  did?: string | undefined;
  lacked?: string | undefined;
}

/** The weighted share of a criterion's checks that passed, 0-1. */
export function fractionOf(checks: Check[]): number {
  let total = 0;
  let got = 0;
  for (const c of checks) {
    total += c.weight;
    got += c.weight * Math.min(1, Math.max(0, c.pass));
  }
  return total === 0 ? 0 : got / total;
}
