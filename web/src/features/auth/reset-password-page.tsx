import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../../api/generated/identity/identity';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-error';
import { focusFirstInvalid } from '../../lib/form-focus';
import type { LoginNotice } from '../../lib/login-notice';
import { usePageTitle } from '../../lib/page-title';
import { validatePassword } from '../../lib/password-rules';
import { paths } from '../../lib/paths';
import { AuthCard, authLinkClasses } from './auth-card';
import { authMessages } from './auth-messages';
import { PasswordField } from './password-field';

type ResetErrors = { password?: string; confirm?: string };

const backToLogin = (
  <Link to={paths.login} className={authLinkClasses}>
    Back to Login
  </Link>
);

/** /reset-password?token=…: choose a new password with the shared strength check, then sign in. */
export function ResetPasswordPage() {
  usePageTitle('Set a New Password');
  const token = useSearchParams()[0].get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const reset = useResetPassword();

  if (!token) {
    return (
      <AuthCard
        title="Set a new password"
        description="Choose a new password for your account."
        footer={backToLogin}
      >
        <Alert tone="danger">{authMessages.resetNoToken}</Alert>
        <Button asChild size="lg" className="w-full">
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Button>
      </AuthCard>
    );
  }

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const next: ResetErrors = {};
    const passwordError = validatePassword(password);
    if (passwordError) next.password = passwordError;
    else if (confirm !== password) next.confirm = authMessages.resetMismatch;
    flushSync(() => setErrors(next));
    if (next.password || next.confirm) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await reset.mutateAsync({ data: { token, password } });
    } catch (cause) {
      setFormError(errorMessage(cause, authMessages.resetFailed));
      return;
    }
    const state: LoginNotice = { notice: authMessages.resetSucceeded };
    await navigate(paths.login, { replace: true, state });
  };

  return (
    <AuthCard
      title="Set a new password"
      description="Choose a new password for your account."
      footer={backToLogin}
    >
      {formError && <Alert tone="danger">{formError}</Alert>}
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <PasswordField
          label="New Password"
          name="password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors({});
          }}
          error={errors.password}
        />
        <TextField
          label="Confirm New Password"
          error={errors.confirm}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirm}
          onValueChange={(value) => {
            setConfirm(value);
            setErrors(({ confirm: _, ...rest }) => rest);
          }}
        />
        <Button
          type="submit"
          size="lg"
          loading={reset.isPending}
          loadingText="Resetting..."
          className="w-full"
        >
          Reset Password
        </Button>
      </form>
    </AuthCard>
  );
}
