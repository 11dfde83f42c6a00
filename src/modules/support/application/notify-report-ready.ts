import type { ReadyReport, ReportListener } from '../../interviewing/index.ts';
import type { Notifier } from '../ports/notifier.ts';

/** Tells a person their interview report is ready: the bell, and mail if they want it. */
export class NotifyReportReady implements ReportListener {
  readonly #notifier: Notifier;
  constructor(notifier: Notifier) {
    this.#notifier = notifier;
  }

  reportReady(report: ReadyReport): Promise<void> {
    const score = report.score === null ? '' : ` You scored ${report.score.toFixed(1)} out of 10.`;
    return this.#notifier.notify({
      userId: report.userId,
      type: 'report_ready',
      title: 'Your report is ready',
      body: `The report on your mock interview "${report.title}" is ready, with what to improve next.${score}`,
      linkUrl: `/session/${report.sessionId}/summary`,
      // the report is finalised again whenever a late evaluation lands: one notification only
      dedupeKey: `report_ready:${report.sessionId}`,
    });
  }
}
