import { useEffect } from 'react';
import { useListActiveAnnouncements } from '../../api/generated/support/support';
import { AnnouncementBanner } from '../../components/announcements/announcement-banner';
import { dismissBanner, useDismissedBanners } from '../../lib/dismissed-banners';

/** Spec: an announcement fetch failure is only logged, with this text. */
export const ANNOUNCEMENTS_FAILED = 'Failed to fetch announcements';

/** The id an announcement's dismissal is remembered under (shared list with other banners). */
export function announcementBannerId(id: string): string {
  return `announcement:${id}`;
}

/**
 * The shell's announcement banners (spec: announcements): every active announcement the person has
 * not dismissed, styled by type. Dismissals are remembered in local storage, so a dismissed one never
 * shows again. A failed fetch shows nothing and is only logged.
 */
export function AnnouncementBanners() {
  const announcements = useListActiveAnnouncements({
    // banners are extras: a failure is logged once, and the next page visit asks again
    query: { staleTime: 5 * 60_000, retry: false },
    request: { quiet: true },
  });
  const dismissed = useDismissedBanners();

  useEffect(() => {
    if (announcements.isError) console.error(ANNOUNCEMENTS_FAILED, announcements.error);
  }, [announcements.isError, announcements.error]);

  const visible = (announcements.data ?? []).filter(
    (announcement) => !dismissed.includes(announcementBannerId(announcement.id)),
  );
  if (visible.length === 0) return null;
  return (
    <section aria-label="Announcements">
      {visible.map((announcement) => (
        <AnnouncementBanner
          key={announcement.id}
          announcement={announcement}
          onDismiss={() => dismissBanner(announcementBannerId(announcement.id))}
        />
      ))}
    </section>
  );
}
