import { Link } from 'react-router';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';

/** /auth/callback (placeholder until the identity capability ships). */
export function AuthCallbackPage() {
  return (
    <AuthCard
      title="Completing sign-in"
      description="Returning from your external account."
      footer={
        <Link to={paths.login} className="focus-ring rounded-sm font-medium text-primary hover:underline">
          Back to Login
        </Link>
      }
    >
      <UpcomingNotice>Signing in with an external account arrives in the next release.</UpcomingNotice>
    </AuthCard>
  );
}
