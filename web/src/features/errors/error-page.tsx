import { TriangleExclamationPoint } from 'lucide-react';
import { Logo } from '../../components/ui/logo';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';

/**
 * 'Something went wrong' with an optional Error ID. Works without router context (the root error
 * boundary), and its dashboard link reloads the page on purpose so the app starts from a clean state.
 */
export function ErrorPage({ errorId }: { errorId?: string | null }) {
  usePageTitle('Something Went Wrong');
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-10 px-4 py-16">
      <Logo />
      <main
        id="main"
        className="flex w-full max-w-md flex-col items-center gap-5 rounded-card border border-border bg-surface p-8 text-center shadow-card"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-danger/10 text-danger">
          <TriangleExclamationPoint aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
          <p className="text-muted">
            We hit an unexpected problem. Please try again; if it keeps happening, contact support and include
            the error ID.
          </p>
        </div>
        {errorId && (
          <p className="rounded-control bg-surface-muted px-3 py-1.5 font-mono text-sm">
            Error ID: <span className="font-semibold">{errorId}</span>
          </p>
        )}
        <a
          href={paths.dashboard}
          className="focus-ring inline-flex h-10 items-center justify-center rounded-control bg-primary px-5 text-sm font-medium text-primary-foreground shadow-soft transition-colors hover:bg-primary-hover"
        >
          Go to Dashboard
        </a>
      </main>
    </div>
  );
}
