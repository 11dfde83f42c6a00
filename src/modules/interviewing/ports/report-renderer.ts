import type { SessionReport } from '../domain/session-report.ts';

/** Turns a session's Performance Report into a printable document. */
export interface ReportRenderer {
  /** The report as PDF bytes: title, overall and skill scores, roadmap, every question with its answer and evaluation. */
  render(report: SessionReport): Promise<Uint8Array>;
}
