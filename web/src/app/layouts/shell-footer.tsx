import { Link } from 'react-router';
import { clearConsent } from '../../lib/consent';
import { paths } from '../../lib/paths';

const links = [
  { label: 'Interview Tips', to: paths.tips },
  { label: 'About Us', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
];

/** The signed-in shell's slim footer. */
export function ShellFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-muted sm:px-6">
        <p>© 2025 Interview Coach. All rights reserved.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          {links.map((link) => (
            <Link key={link.to} to={link.to} className="focus-ring rounded-sm hover:text-foreground">
              {link.label}
            </Link>
          ))}
          <button
            type="button"
            onClick={clearConsent}
            className="focus-ring rounded-sm hover:text-foreground"
          >
            Cookie settings
          </button>
        </nav>
      </div>
    </footer>
  );
}
