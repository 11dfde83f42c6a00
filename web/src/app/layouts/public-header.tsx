import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { ThemeToggle } from '../../components/ui/theme-toggle';
import { useStoredToken } from '../../lib/auth-token';
import { paths } from '../../lib/paths';
import { publicNavLinks } from './public-nav-links';
import { PublicMobileMenu } from './public-mobile-menu';

const navLinkClasses =
  'focus-ring rounded-control px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-foreground';

/**
 * Header of the marketing and legal pages. On a phone it keeps the mark, the theme toggle, 'Get
 * Started Free' and the menu; the name and Log In come back from sm, and the section links and
 * Sign Up replace the menu from lg (together they need about 870 px).
 */
export function PublicHeader() {
  const signedIn = useStoredToken() !== null;

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={paths.home} className="focus-ring rounded-control" aria-label="Interview Coach home">
          {/* A phone has no room for the name next to 'Get Started Free' and the menu button. */}
          <Logo nameClassName="max-sm:sr-only" />
        </Link>
        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {publicNavLinks.map((link) => (
            <Link key={link.label} to={link.to} className={navLinkClasses}>
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          {signedIn ? (
            <Button asChild size="sm">
              <Link to={paths.dashboard}>Go to Dashboard</Link>
            </Button>
          ) : (
            <>
              <Link to={paths.login} className={`${navLinkClasses} hidden sm:inline-flex`}>
                Log In
              </Link>
              {/* max-lg: so it wins over the button's own inline-flex */}
              <Button asChild size="sm" variant="secondary" className="max-lg:hidden">
                <Link to={paths.signup}>Sign Up</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.signup}>Get Started Free</Link>
              </Button>
            </>
          )}
          <PublicMobileMenu signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}
