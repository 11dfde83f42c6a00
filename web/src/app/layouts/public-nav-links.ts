import type { To } from 'react-router';
import { landingSections, paths } from '../../lib/paths';

/** The public header's section anchors (Features, Pricing, Testimonials). */
export const publicNavLinks: ReadonlyArray<{ label: string; to: To }> = [
  { label: 'Features', to: { pathname: paths.home, hash: `#${landingSections.features}` } },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Testimonials', to: { pathname: paths.home, hash: `#${landingSections.testimonials}` } },
];
