import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { RedirectIfSignedIn } from '../guards/redirect-if-signed-in';
import { LegalLayout } from '../layouts/legal-layout';
import { PublicLayout } from '../layouts/public-layout';
import { lazyPage } from './lazy-page';
import { queryScopeRoute } from './query-scope-route';

/**
 * Marketing layout (/, /pricing, /about, /contact, /tips), legal layout, and the catch-all Page Not
 * Found. The landing page stays outside the query scope: it fetches nothing and must stay small.
 */
export const publicRoutes: RouteObject = {
  Component: PublicLayout,
  children: [
    {
      Component: RedirectIfSignedIn,
      children: [
        {
          index: true,
          lazy: lazyPage(() => import('../../features/landing/landing-page').then((m) => m.LandingPage)),
        },
      ],
    },
    {
      ...queryScopeRoute,
      children: [
        {
          path: paths.pricing,
          lazy: lazyPage(() => import('../../features/pricing/pricing-page').then((m) => m.PricingPage)),
        },
        {
          path: paths.about,
          lazy: lazyPage(() => import('../../features/about/about-page').then((m) => m.AboutPage)),
        },
        {
          path: paths.contact,
          lazy: lazyPage(() => import('../../features/contact/contact-page').then((m) => m.ContactPage)),
        },
        {
          path: paths.tips,
          lazy: lazyPage(() => import('../../features/tips/tips-page').then((m) => m.TipsPage)),
        },
        {
          Component: LegalLayout,
          children: [
            {
              path: paths.privacy,
              lazy: lazyPage(() => import('../../features/legal/privacy-page').then((m) => m.PrivacyPage)),
            },
            {
              path: paths.terms,
              lazy: lazyPage(() => import('../../features/legal/terms-page').then((m) => m.TermsPage)),
            },
          ],
        },
        {
          path: '*',
          lazy: lazyPage(() => import('../../features/errors/not-found-page').then((m) => m.NotFoundPage)),
        },
      ],
    },
  ],
};
