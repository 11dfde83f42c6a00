import { Link, Outlet } from 'react-router';
import { paths } from '../../lib/paths';
import { ShellHeader } from './shell-header';
import { SkipLink } from './skip-link';

/** Signed-in pages except /interview and /admin. Banners, feedback button and tours join here later. */
export function ShellLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ShellHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
      </main>
      <footer className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-muted sm:px-6">
          <p>© 2025 Interview Coach</p>
          <div className="flex gap-4">
            <Link to={paths.tips} className="focus-ring rounded-sm hover:text-foreground">
              Interview Tips
            </Link>
            <Link to={paths.privacy} className="focus-ring rounded-sm hover:text-foreground">
              Privacy Policy
            </Link>
            <Link to={paths.terms} className="focus-ring rounded-sm hover:text-foreground">
              Terms of Service
            </Link>
          </div>
        </div>
      </footer>
    </div>
  );
}
