import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { type StatusTone, toneClasses, toneIcons } from './status-tone';

type AlertProps = {
  tone?: StatusTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Optional trailing control, e.g. a 'Try Again' button. */
  action?: ReactNode;
  className?: string;
};

/** An inline message. Warnings and errors are announced immediately, the others politely. */
export function Alert({ tone = 'info', title, children, action, className }: AlertProps) {
  const Icon = toneIcons[tone];
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-card border p-4 text-sm', toneClasses[tone], className)}
    >
      <Icon data-icon="" aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title && <p className="font-semibold text-foreground">{title}</p>}
        {children && <div className="text-foreground/85">{children}</div>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  );
}
