import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /pricing (placeholder until its capability ships). */
export function PricingPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-16 sm:px-6 sm:py-24">
      <PageHeader
        title="Find the perfect plan"
        description="Start free, then choose Pro or Premium when you need more sessions and deeper feedback."
      />
      <UpcomingNotice>
        Plan prices, the monthly and annual toggle and checkout arrive in an upcoming release.
      </UpcomingNotice>
    </div>
  );
}
