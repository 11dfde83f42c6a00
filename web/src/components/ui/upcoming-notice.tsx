import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';

/** An honest note on a screen whose full version has not shipped yet. */
export function UpcomingNotice({ children }: { children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-card border border-dashed border-border-strong bg-surface-muted/60 p-5 text-sm text-muted">
      <Hammer aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <p>{children}</p>
    </div>
  );
}
