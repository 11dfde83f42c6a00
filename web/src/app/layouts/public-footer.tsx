import { Link, type To } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { clearConsent } from '../../lib/consent';
import { landingSections, paths } from '../../lib/paths';

type FooterLink = { label: string; to: To };

const columns: ReadonlyArray<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: { pathname: paths.home, hash: `#${landingSections.features}` } },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Testimonials', to: { pathname: paths.home, hash: `#${landingSections.testimonials}` } },
    ],
  },
  {
    title: 'Resources',
    links: [{ label: 'Interview Tips', to: paths.tips }],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'Contact', to: paths.contact },
    ],
  },
];

const linkClasses = 'focus-ring rounded-sm text-sm text-muted transition-colors hover:text-foreground';
// the legal links share a line with the copyright text: an underline tells them apart, not colour alone
const legalLinkClasses = `${linkClasses} underline underline-offset-2`;

/** Footer of the marketing and legal pages. */
export function PublicFooter() {
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex max-w-xs flex-col gap-3">
          <Logo />
          <p className="text-sm text-muted">
            AI mock interviews, resume polish and feedback that tells you exactly what to practise next.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-foreground">{column.title}</h2>
            <ul className="flex flex-col gap-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2025 Interview Coach. All rights reserved.</p>
          <div className="flex gap-5">
            <Link to={paths.privacy} className={legalLinkClasses}>
              Privacy Policy
            </Link>
            <Link to={paths.terms} className={legalLinkClasses}>
              Terms of Service
            </Link>
            <button type="button" onClick={clearConsent} className={linkClasses}>
              Cookie settings
            </button>
          </div>
        </div>
      </div>
    </footer>
  );
}
