import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Announcement } from '../domain/announcement.ts';
import type { AnnouncementBoard } from '../ports/announcement-board.ts';

/** The announcements the shell shows as banners now, newest first. */
export class ListActiveAnnouncements {
  readonly #board: AnnouncementBoard;
  readonly #clock: Clock;
  constructor(board: AnnouncementBoard, clock: Clock) {
    this.#board = board;
    this.#clock = clock;
  }
  execute(): Promise<Announcement[]> {
    return this.#board.showing(this.#clock.now());
  }
}
