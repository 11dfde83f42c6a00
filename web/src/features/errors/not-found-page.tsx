import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';

/** Any path outside the route table. */
export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="text-muted">The page you are looking for does not exist or has moved.</p>
      <Button asChild size="lg">
        <Link to={paths.dashboard}>Back to Dashboard</Link>
      </Button>
    </div>
  );
}
