import type { Clock } from '../../../shared/kernel/clock.ts';
import type { OperatorSettingsSource } from '../../../shared/kernel/operator-settings.ts';
import { type Announcement, maintenanceAnnouncement } from '../domain/announcement.ts';
import type { AnnouncementBoard } from '../ports/announcement-board.ts';

/**
 * The announcements the shell shows as banners now, newest first; the operator's maintenance
 * banner, when one is set, comes before them.
 */
export class ListActiveAnnouncements {
  readonly #board: AnnouncementBoard;
  readonly #clock: Clock;
  readonly #settings: OperatorSettingsSource;
  constructor(board: AnnouncementBoard, clock: Clock, settings: OperatorSettingsSource) {
    this.#board = board;
    this.#clock = clock;
    this.#settings = settings;
  }
  async execute(): Promise<Announcement[]> {
    const now = this.#clock.now();
    const [showing, { maintenanceBanner }] = await Promise.all([
      this.#board.showing(now),
      this.#settings.current(),
    ]);
    return maintenanceBanner ? [maintenanceAnnouncement(maintenanceBanner, now), ...showing] : showing;
  }
}
