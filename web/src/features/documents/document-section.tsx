import type { ReactNode } from 'react';
import { Skeleton } from '../../components/ui/skeleton';

type DocumentSectionProps = {
  id: string;
  title: string;
  count?: number;
  emptyText: string;
  /** The document cards, each wrapped in an `<li>` by the caller. */
  children: ReactNode;
  /** The upload tile, always the last tile. */
  upload: ReactNode;
};

/** 'My Resumes' or 'My Job Descriptions': the cards, then the upload tile. */
export function DocumentSection({ id, title, count, emptyText, children, upload }: DocumentSectionProps) {
  return (
    <section aria-labelledby={id} data-tour={id} className="flex flex-col gap-4">
      <div className="flex items-baseline gap-2">
        <h2 id={id} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        {count !== undefined && <span className="text-sm text-muted">({count})</span>}
      </div>
      {count === 0 && <p className="text-sm text-muted">{emptyText}</p>}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {children}
        <li>{upload}</li>
      </ul>
    </section>
  );
}

export function DocumentSectionSkeleton({ title }: { title: string }) {
  return (
    <section aria-busy="true" className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {['first', 'second', 'third'].map((slot) => (
          <div key={slot} className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
            <div className="flex items-start gap-3">
              <Skeleton className="size-10 shrink-0" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
            <Skeleton className="h-8 w-full" />
          </div>
        ))}
      </div>
    </section>
  );
}
