import { PageHeader } from '../../components/ui/page-header';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';

/** /contact (placeholder until its capability ships). */
export function ContactPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-16 sm:px-6 sm:py-24">
      <PageHeader
        title="Contact Us"
        description="Questions about your account, billing or a technical problem? We are happy to help."
      />
      <UpcomingNotice>
        Our business e-mail address and the technical support form arrive in an upcoming release.
      </UpcomingNotice>
    </div>
  );
}
