/**
 * A score as the server gives it, or 'N/A' when there is none. The server rounds every score once,
 * to one decimal; pages write that number and never round it again, so the dashboard, the history,
 * the report, its PDF and the API show the same digits (7 is written '7.0').
 */
export function formatScore(score: number | null | undefined): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return 'N/A';
  return Number.isInteger(score) ? score.toFixed(1) : String(score);
}
