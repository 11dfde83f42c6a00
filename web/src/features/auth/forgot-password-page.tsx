import { Link } from 'react-router';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';

/** /forgot-password (placeholder until the identity capability ships). */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description="We will e-mail you a link to choose a new one."
      footer={
        <Link to={paths.login} className="focus-ring rounded-sm font-medium text-primary hover:underline">
          Back to Login
        </Link>
      }
    >
      <UpcomingNotice>Requesting a password reset link arrives in the next release.</UpcomingNotice>
    </AuthCard>
  );
}
