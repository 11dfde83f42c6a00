import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { Mail, Mailer } from '../../identity/index.ts';
import { lastReportGuard, reportWeek } from '../domain/progress-report.ts';
import type { DuePractice, WeeklyPracticeLog } from '../ports/weekly-practice.ts';
import { progressReportMail } from './notification-mail-templates.ts';
import type { NotificationSettings } from './notification-settings.ts';

/** People claimed and mailed per transaction. */
export const PROGRESS_REPORT_BATCH = 500;

/**
 * The weekly progress report (Mondays): a short summary mailed to each person who wants progress
 * reports and completed at least one interview session in the seven days before. Who is due is read
 * once per run, in one aggregate over the week's sessions; then each batch of them is claimed (the
 * person's last report time) in the transaction that queues their mail, so a rerun or a second
 * instance never sends anyone two in one week.
 */
export class SendProgressReports {
  readonly #practice: WeeklyPracticeLog;
  readonly #mailer: Mailer;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #settings: NotificationSettings;
  constructor(
    practice: WeeklyPracticeLog,
    mailer: Mailer,
    uow: UnitOfWork,
    clock: Clock,
    settings: NotificationSettings,
  ) {
    this.#practice = practice;
    this.#mailer = mailer;
    this.#uow = uow;
    this.#clock = clock;
    this.#settings = settings;
  }

  /** How many reports this run sent. */
  async execute(batchSize = PROGRESS_REPORT_BATCH): Promise<number> {
    const now = this.#clock.now();
    const guard = lastReportGuard(now);
    const due = await this.#practice.due(reportWeek(now), guard);
    let sent = 0;
    for (let from = 0; from < due.length; from += batchSize)
      sent += await this.#send(due.slice(from, from + batchSize), now, guard);
    return sent;
  }

  #send(batch: DuePractice[], now: Date, guard: Date): Promise<number> {
    return this.#uow.run(async () => {
      const claimed = await this.#practice.claim(
        batch.map((d) => d.practice.userId),
        now,
        guard,
      );
      const mails: Mail[] = [];
      for (const { practice, recipient } of batch) {
        const personToken = claimed.get(practice.userId);
        // claimed by another run meanwhile, or reports switched off since the list was read
        if (personToken === undefined) continue;
        mails.push(
          progressReportMail(this.#settings.publicUrl, recipient, practice, {
            personToken,
            preference: 'wantsProgressReports',
          }),
        );
      }
      await this.#mailer.sendAll(mails);
      return mails.length;
    });
  }
}
