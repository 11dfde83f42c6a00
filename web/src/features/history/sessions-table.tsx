import { Link } from 'react-router';
import type { SessionHistoryItem } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { sessionSummary } from '../../lib/paths';
import { formatDate, formatScore, scoreTone } from './history-format';

export function RowsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 p-4">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={index} className="flex items-center gap-4">
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-12" />
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );
}

/**
 * The sessions as a table. Below the sm breakpoint each row becomes a card (title on top; date,
 * score and View Report below it), so a phone shows every column without scrolling sideways; the
 * column headings then stay for screen readers only.
 */
export function SessionsTable({ sessions }: { sessions: SessionHistoryItem[] }) {
  return (
    // relative: keeps the screen-reader-only texts inside, so they never widen the page
    <div className="relative sm:overflow-x-auto">
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[36rem]">
        <caption className="sr-only">Your interview sessions, newest first</caption>
        <thead className="border-b border-border text-xs tracking-wide text-muted uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Title
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Score
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border max-sm:block">
          {sessions.map((session) => (
            <tr
              key={session.id}
              className="transition-colors hover:bg-surface-muted/50 max-sm:grid max-sm:grid-cols-[auto_auto_1fr] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3"
            >
              <th scope="row" className="px-4 py-3 font-medium text-foreground max-sm:col-span-3 max-sm:p-0">
                <span className="flex flex-col gap-0.5">
                  <span className="break-words">{session.title}</span>
                  <span className="text-xs font-normal text-muted">{session.interview_type}</span>
                </span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-muted max-sm:p-0 max-sm:text-xs">
                <time dateTime={session.created_at}>{formatDate(session.created_at)}</time>
              </td>
              <td className="px-4 py-3 max-sm:flex max-sm:items-center max-sm:gap-1.5 max-sm:p-0">
                {/* The column heading is hidden on a phone: the card names the score itself. */}
                <span className="text-xs text-muted sm:hidden">Score</span>
                <Badge tone={scoreTone(session.score)} data-tone={scoreTone(session.score)}>
                  {formatScore(session.score)}
                </Badge>
              </td>
              <td className="px-4 py-3 text-right max-sm:p-0">
                <Button asChild variant="secondary" size="sm">
                  <Link to={sessionSummary(session.id)} aria-label={`View Report: ${session.title}`}>
                    View Report
                  </Link>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
