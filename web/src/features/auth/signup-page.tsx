import { Link } from 'react-router';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';

/** /signup (placeholder until the identity capability ships). */
export function SignupPage() {
  return (
    <AuthCard
      title="Create your account"
      description="Start practising with a free Pro trial."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="focus-ring rounded-sm font-medium text-primary hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <UpcomingNotice>
        Creating an account with your e-mail, or with Google, arrives in the next release.
      </UpcomingNotice>
    </AuthCard>
  );
}
