import type { ReportRenderer } from '../ports/report-renderer.ts';
import type { GetSessionSummary } from './get-session-summary.ts';

/** The caller's Performance Report as a PDF named after the session. */
export class DownloadReport {
  readonly #summary: GetSessionSummary;
  readonly #renderer: ReportRenderer;
  constructor(summary: GetSessionSummary, renderer: ReportRenderer) {
    this.#summary = summary;
    this.#renderer = renderer;
  }

  async execute(userId: string, sessionId: string): Promise<{ fileName: string; pdf: Uint8Array }> {
    const report = await this.#summary.execute(userId, sessionId);
    return { fileName: `Report-${report.session.id}.pdf`, pdf: await this.#renderer.render(report) };
  }
}
