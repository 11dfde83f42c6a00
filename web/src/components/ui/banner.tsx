import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type StatusTone, toneClasses, toneIcons } from './status-tone';

type BannerProps = {
  tone?: StatusTone;
  children: ReactNode;
  action?: ReactNode;
  /** Shows a close button; the caller remembers the dismissal. */
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
};

/** A full-width strip at the top of a layout (announcements, e-mail verification). */
export function Banner({
  tone = 'info',
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
}: BannerProps) {
  const Icon = toneIcons[tone];
  return (
    <section aria-label="Notice" className={clsx('border-b text-sm', toneClasses[tone], className)}>
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <Icon data-icon="" aria-hidden="true" className="size-4 shrink-0" />
        <div className="min-w-0 flex-1 text-foreground">{children}</div>
        {action}
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={dismissLabel}
            className="focus-ring -mr-1 rounded-control p-1 text-muted transition-colors hover:bg-surface-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </section>
  );
}
