import { AppError } from '../../../shared/kernel/app-error.ts';
import type { AuditValues } from './audit.ts';

export type AnnouncementType = 'Informational' | 'Warning' | 'Promotion';

/** What an admin sets on an announcement. */
export interface AnnouncementDraft {
  type: AnnouncementType;
  message: string;
  isFeature: boolean;
  isActive: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** An announcement as the admin area manages it. */
export interface ManagedAnnouncement extends AnnouncementDraft {
  id: string;
  createdAt: Date;
  /** When its feature notification went out; null while it has not (or it is no feature). */
  featureAnnouncedAt: Date | null;
}

export const BLANK_MESSAGE = 'Please write the announcement.';
export const WINDOW_ORDER = 'The end must be after the start.';

function refused(path: string, message: string, code: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { details: [{ path: [path], message, code }] });
}

/**
 * The draft as it is stored: the message trimmed and not blank, and a window that ends after it
 * starts when both ends are set (400 in the envelope otherwise).
 */
export function checkedDraft(draft: AnnouncementDraft): AnnouncementDraft {
  const message = draft.message.trim();
  if (message === '') throw refused('message', BLANK_MESSAGE, 'too_small');
  if (draft.startsAt && draft.endsAt && draft.endsAt.getTime() <= draft.startsAt.getTime())
    throw refused('ends_at', WINDOW_ORDER, 'custom');
  return { ...draft, message };
}

/**
 * Whether publishing this announcement should notify everyone now: an active feature
 * announcement whose notification has not gone out yet (it goes out once, whatever is edited
 * later).
 */
export function announcesFeatureNow(
  a: Pick<ManagedAnnouncement, 'isFeature' | 'isActive' | 'featureAnnouncedAt'>,
) {
  return a.isFeature && a.isActive && a.featureAnnouncedAt === null;
}

/** The announcement as the audit log keeps it. */
export function announcementValues(a: AnnouncementDraft): AuditValues {
  return {
    type: a.type,
    message: a.message,
    is_feature: a.isFeature,
    is_active: a.isActive,
    starts_at: a.startsAt?.toISOString() ?? null,
    ends_at: a.endsAt?.toISOString() ?? null,
  };
}
