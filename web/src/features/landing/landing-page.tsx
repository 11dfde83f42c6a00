import { usePageTitle } from '../../lib/page-title';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { TestimonialsSection } from './testimonials-section';
import { useScrollToHash } from './use-scroll-to-hash';

/** '/' for visitors without a stored token (spec section 1). */
export function LandingPage() {
  usePageTitle();
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <TestimonialsSection />
    </>
  );
}
