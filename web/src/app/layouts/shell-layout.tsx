import { Outlet } from 'react-router';
import { AnnouncementBanners } from '../../features/announcements/announcement-banners';
import { VerificationBanner } from '../../features/email-verification/verification-banner';
import { GuidedTours } from '../../features/tours/guided-tours';
import { ShellFooter } from './shell-footer';
import { ShellHeader } from './shell-header';
import { SkipLink } from './skip-link';

/**
 * Signed-in pages except /interview and /admin: header (with the feedback button), announcement
 * banners, the e-mail verification banner, the page, the footer and the guided tours. Nothing floats
 * over the page, so its buttons and sticky action bars are never covered.
 */
export function ShellLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <ShellHeader />
      <AnnouncementBanners />
      <VerificationBanner />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
      </main>
      <ShellFooter />
      <GuidedTours />
    </div>
  );
}
