import type { Clock } from '../../../shared/kernel/clock.ts';
import type { UnitOfWork } from '../../../shared/kernel/unit-of-work.ts';
import type { Mailer } from '../../identity/index.ts';
import { lastReportGuard, reportWeek, type WeeklyPractice } from '../domain/progress-report.ts';
import type { NotificationPreferenceStore } from '../ports/notification-preference-store.ts';
import type { NotificationRecipients } from '../ports/notification-recipients.ts';
import type { WeeklyPracticeLog } from '../ports/weekly-practice.ts';
import { progressReportMail } from './notification-mail-templates.ts';
import type { NotificationSettings } from './notification-settings.ts';

const BATCH = 100;

/**
 * The weekly progress report (Mondays): a short summary mailed to each person who wants progress
 * reports and completed at least one interview session in the seven days before. Each report is
 * claimed (the person's last report time) in the transaction that queues its mail, so a rerun or a
 * second instance never sends anyone two in one week.
 */
export class SendProgressReports {
  readonly #practice: WeeklyPracticeLog;
  readonly #preferences: NotificationPreferenceStore;
  readonly #recipients: NotificationRecipients;
  readonly #mailer: Mailer;
  readonly #uow: UnitOfWork;
  readonly #clock: Clock;
  readonly #settings: NotificationSettings;
  constructor(
    practice: WeeklyPracticeLog,
    preferences: NotificationPreferenceStore,
    recipients: NotificationRecipients,
    mailer: Mailer,
    uow: UnitOfWork,
    clock: Clock,
    settings: NotificationSettings,
  ) {
    this.#practice = practice;
    this.#preferences = preferences;
    this.#recipients = recipients;
    this.#mailer = mailer;
    this.#uow = uow;
    this.#clock = clock;
    this.#settings = settings;
  }

  /** How many reports this run sent. */
  async execute(): Promise<number> {
    const now = this.#clock.now();
    const week = reportWeek(now);
    const guard = lastReportGuard(now);
    const seen = new Set<string>();
    let sent = 0;
    for (;;) {
      const due = (await this.#practice.due(week, guard, BATCH)).filter((p) => !seen.has(p.userId));
      for (const practice of due) {
        seen.add(practice.userId);
        if (await this.#send(practice, now, guard)) sent += 1;
      }
      // every one of them is claimed now (or was by another run), so the next read moves on
      if (due.length === 0) return sent;
    }
  }

  #send(practice: WeeklyPractice, now: Date, guard: Date): Promise<boolean> {
    return this.#uow.run(async () => {
      if (!(await this.#practice.claim(practice.userId, now, guard))) return false;
      const recipient = await this.#recipients.recipientOf(practice.userId);
      if (!recipient) return false;
      const personToken = await this.#preferences.unsubscribeTokenOf(practice.userId, now);
      await this.#mailer.send(
        progressReportMail(this.#settings.publicUrl, recipient, practice, {
          personToken,
          preference: 'wantsProgressReports',
        }),
      );
      return true;
    });
  }
}
