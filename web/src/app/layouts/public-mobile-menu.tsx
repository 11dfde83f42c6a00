import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { publicNavLinks } from './public-nav-links';

const itemClasses =
  'focus-ring block rounded-control px-3 py-2.5 text-sm font-medium text-foreground hover:bg-surface-muted';

/**
 * Small-screen navigation as a plain disclosure (button + panel): keyboard friendly and light
 * enough to keep the landing page's JavaScript small. Closes on navigation and on Escape.
 */
export function PublicMobileMenu({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <Button
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
      </Button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-border bg-surface px-4 py-3 shadow-card"
      >
        <ul className="flex flex-col gap-1">
          {publicNavLinks.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className={itemClasses}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="my-1 h-px bg-border" aria-hidden="true" />
          {signedIn ? (
            <li>
              <Link to={paths.dashboard} className={itemClasses}>
                Dashboard
              </Link>
            </li>
          ) : (
            <>
              <li>
                <Link to={paths.login} className={itemClasses}>
                  Log In
                </Link>
              </li>
              <li>
                <Link to={paths.signup} className={itemClasses}>
                  Sign Up
                </Link>
              </li>
            </>
          )}
        </ul>
      </nav>
    </div>
  );
}
