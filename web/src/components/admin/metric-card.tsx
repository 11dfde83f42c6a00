import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type MetricCardProps = {
  label: string;
  value: ReactNode;
  /** A second line under the value: a breakdown or the time window. */
  detail?: ReactNode;
  /** Draws attention when the number needs someone (dead letters, failed evaluations). */
  tone?: 'neutral' | 'warning';
};

/** One number on the admin dashboard, as a labelled definition (label, value, detail). */
export function MetricCard({ label, value, detail, tone = 'neutral' }: MetricCardProps) {
  return (
    <div
      className={clsx(
        'flex min-w-0 flex-col gap-1 rounded-card border bg-surface p-4 shadow-soft',
        tone === 'warning' ? 'border-warning/50' : 'border-border',
      )}
    >
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-semibold tracking-tight tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted">{detail}</dd>}
    </div>
  );
}
