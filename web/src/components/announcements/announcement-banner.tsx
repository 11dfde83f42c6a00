import type { AnnouncementType } from '../../api/generated/model';
import { Banner } from '../ui/banner';
import type { StatusTone } from '../ui/status-tone';

const tones: Record<AnnouncementType, StatusTone> = {
  Informational: 'info',
  Warning: 'warning',
  Promotion: 'success',
};

type AnnouncementBannerProps = {
  announcement: { type: AnnouncementType; message: string };
  /** Shows the close button; the caller remembers the dismissal. Left out in previews. */
  onDismiss?: () => void;
  className?: string;
};

/**
 * One announcement as the shell shows it, styled by its type (spec: Informational, Warning,
 * Promotion). Shared by the shell's banners and the admin previews, so both always look alike.
 */
export function AnnouncementBanner({ announcement, onDismiss, className }: AnnouncementBannerProps) {
  return (
    <Banner
      tone={tones[announcement.type] ?? 'info'}
      onDismiss={onDismiss}
      dismissLabel="Dismiss announcement"
      className={className}
    >
      <p data-announcement-type={announcement.type} className="break-words whitespace-pre-line">
        <span className="sr-only">{announcement.type}: </span>
        {announcement.message}
      </p>
    </Banner>
  );
}
