import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import {
  type AnnouncementDraft,
  announcementValues,
  announcesFeatureNow,
  checkedDraft,
  type ManagedAnnouncement,
} from '../domain/announcement.ts';
import type { StaffContext } from '../domain/audit.ts';
import type { AnnouncementStore, FeatureAnnouncementFanOut } from '../ports/announcement-store.ts';
import type { StaffActions } from './staff-actions.ts';

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found.';

/** Every announcement, active or not, newest first. */
export class ListAnnouncements {
  readonly #store: AnnouncementStore;
  constructor(store: AnnouncementStore) {
    this.#store = store;
  }
  execute(): Promise<ManagedAnnouncement[]> {
    return this.#store.all();
  }
}

/**
 * Notifies everyone of an active feature announcement, once: the claim on `feature_announced_at`
 * and the fan-out's first job are written in the action's transaction.
 */
async function announceFeatureOnce(
  store: AnnouncementStore,
  fanOut: FeatureAnnouncementFanOut,
  a: ManagedAnnouncement,
  at: Date,
): Promise<ManagedAnnouncement> {
  if (!announcesFeatureNow(a) || !(await store.claimFeatureAnnouncement(a.id, at))) return a;
  await fanOut.start(a.id);
  return { ...a, featureAnnouncedAt: at };
}

/** Creates an announcement (audited as `announcement.create`). */
export class CreateAnnouncement {
  readonly #actions: StaffActions;
  readonly #store: AnnouncementStore;
  readonly #fanOut: FeatureAnnouncementFanOut;
  readonly #clock: Clock;
  readonly #ids: Ids;
  constructor(
    actions: StaffActions,
    store: AnnouncementStore,
    fanOut: FeatureAnnouncementFanOut,
    clock: Clock,
    ids: Ids,
  ) {
    this.#actions = actions;
    this.#store = store;
    this.#fanOut = fanOut;
    this.#clock = clock;
    this.#ids = ids;
  }

  execute(staff: StaffContext, draft: AnnouncementDraft): Promise<ManagedAnnouncement> {
    const checked = checkedDraft(draft);
    return this.#actions.run(staff, 'announcement.create', null, async () => {
      const now = this.#clock.now();
      const created: ManagedAnnouncement = {
        ...checked,
        id: this.#ids.next(),
        createdAt: now,
        featureAnnouncedAt: null,
      };
      await this.#store.create(created, staff.userId);
      const result = await announceFeatureOnce(this.#store, this.#fanOut, created, now);
      return {
        result,
        targetType: 'announcement',
        targetId: created.id,
        before: null,
        after: announcementValues(created),
      };
    });
  }
}

/** Replaces every editable field of an announcement (audited as `announcement.update`). */
export class UpdateAnnouncement {
  readonly #actions: StaffActions;
  readonly #store: AnnouncementStore;
  readonly #fanOut: FeatureAnnouncementFanOut;
  readonly #clock: Clock;
  constructor(
    actions: StaffActions,
    store: AnnouncementStore,
    fanOut: FeatureAnnouncementFanOut,
    clock: Clock,
  ) {
    this.#actions = actions;
    this.#store = store;
    this.#fanOut = fanOut;
    this.#clock = clock;
  }

  execute(staff: StaffContext, id: string, draft: AnnouncementDraft): Promise<ManagedAnnouncement> {
    const checked = checkedDraft(draft);
    return this.#actions.run(staff, 'announcement.update', null, async () => {
      const before = await this.#store.findForUpdate(id);
      if (!before) throw new AppError('NOT_FOUND', ANNOUNCEMENT_NOT_FOUND);
      const now = this.#clock.now();
      await this.#store.update(id, checked, now);
      const updated: ManagedAnnouncement = { ...before, ...checked };
      const result = await announceFeatureOnce(this.#store, this.#fanOut, updated, now);
      return {
        result,
        targetType: 'announcement',
        targetId: id,
        before: announcementValues(before),
        after: announcementValues(updated),
      };
    });
  }
}

/** Deletes an announcement (audited as `announcement.delete`, with what it said). */
export class DeleteAnnouncement {
  readonly #actions: StaffActions;
  readonly #store: AnnouncementStore;
  constructor(actions: StaffActions, store: AnnouncementStore) {
    this.#actions = actions;
    this.#store = store;
  }

  execute(staff: StaffContext, id: string): Promise<void> {
    return this.#actions.run(staff, 'announcement.delete', null, async () => {
      const before = await this.#store.findForUpdate(id);
      if (!before) throw new AppError('NOT_FOUND', ANNOUNCEMENT_NOT_FOUND);
      await this.#store.delete(id);
      return {
        result: undefined,
        targetType: 'announcement',
        targetId: id,
        before: announcementValues(before),
        after: null,
      };
    });
  }
}
