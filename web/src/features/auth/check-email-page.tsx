import { Link } from 'react-router';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';

/** /check-email (placeholder until the identity capability ships). */
export function CheckEmailPage() {
  return (
    <AuthCard
      title="Check your email"
      description="If an account exists for that address, a link is on its way."
      footer={
        <Link to={paths.login} className="focus-ring rounded-sm font-medium text-primary hover:underline">
          Back to Login
        </Link>
      }
    >
      <UpcomingNotice>
        Resending the e-mail after a short countdown arrives in the next release.
      </UpcomingNotice>
    </AuthCard>
  );
}
