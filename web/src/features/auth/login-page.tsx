import { Link } from 'react-router';
import { UpcomingNotice } from '../../components/ui/upcoming-notice';
import { paths } from '../../lib/paths';
import { AuthCard } from './auth-card';

/** /login (placeholder until the identity capability ships). */
export function LoginPage() {
  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to continue your interview practice."
      footer={
        <>
          Don’t have an account?{' '}
          <Link to={paths.signup} className="focus-ring rounded-sm font-medium text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <UpcomingNotice>
        Signing in with your e-mail and password, or with Google, arrives in the next release.
      </UpcomingNotice>
    </AuthCard>
  );
}
