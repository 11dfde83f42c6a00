import type { SessionSummary } from '../application/get-session-summary.ts';

/** Turns a session's Performance Report into a printable document. */
export interface ReportRenderer {
  /** The report as PDF bytes: title, overall and skill scores, roadmap, every question with its answer and evaluation. */
  render(summary: SessionSummary): Promise<Uint8Array>;
}
