import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/hydrated';
import { useLogin } from '../../api/generated/identity/identity';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { TextField } from '../../components/ui/field';
import { clearCarriedLoginNotice, readLoginNotice } from '../../lib/login-notice';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { AuthCard, authLinkClasses } from './auth-card';
import { authMessages } from './auth-messages';
import { GoogleButton } from './google-button';
import { useCredentialSubmit } from './use-credential-submit';

/** /login 'Welcome Back': e-mail and password or Google; a notice or error may be carried in. */
export function LoginPage() {
  usePageTitle('Sign In');
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const carried = readLoginNotice(location.state);
  // `GET /api/auth/google` sends the browser back here with `?error=` when Google sign-in is unavailable.
  const { error, busy, submit } = useCredentialSubmit(
    authMessages.loginFailed,
    carried.error ?? (searchParams.get('error') ? authMessages.googleCancelled : null),
  );
  const [notice, setNotice] = useState<string | null>(carried.notice);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const login = useLogin();

  useEffect(() => clearCarriedLoginNotice(), []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    void submit(() => login.mutateAsync({ data: { email, password, rememberMe } }));
  };

  return (
    <AuthCard
      title="Welcome Back"
      description="Sign in to continue your interview practice."
      footer={
        <>
          Don’t have an account?{' '}
          <Link to={paths.signup} className={authLinkClasses}>
            Sign up
          </Link>
        </>
      }
    >
      {notice && <Alert tone="success">{notice}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
      <GoogleButton label="Sign in with Google" />
      <form onSubmit={handleSubmit} className="flex flex-col gap-4">
        {/* prerendered: typing before hydration would be lost, so the fields wait for it */}
        <fieldset disabled={!hydrated} className="contents">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={setEmail}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
          />
          <div className="flex items-center justify-between gap-3">
            <Checkbox
              label="Remember me"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            <Link to={paths.forgotPassword} className={`${authLinkClasses} text-sm`}>
              Forgot password?
            </Link>
          </div>
          <Button type="submit" size="lg" loading={busy} loadingText="Signing In..." className="w-full">
            Sign In
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
