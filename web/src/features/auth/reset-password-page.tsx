import { Link } from 'react-router';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';

/** /reset-password (placeholder until the identity capability ships). */
export function ResetPasswordPage() {
  return (
    <AuthCard
      title="Set a new password"
      description="Choose a new password for your account."
      footer={
        <Link to={paths.login} className="focus-ring rounded-sm font-medium text-primary hover:underline">
          Back to Login
        </Link>
      }
    >
      <UpcomingNotice>Setting a new password from a reset link arrives in the next release.</UpcomingNotice>
    </AuthCard>
  );
}
