import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import { useRequestPasswordReset } from '../../api/generated/identity/identity';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { errorMessage } from '../../lib/api-error';
import { focusFirstInvalid } from '../../lib/form-focus';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { AuthCard, authLinkClasses } from './auth-card';
import { authMessages, validateEmail } from './auth-messages';
import type { CheckEmailState } from './check-email-page';

/** /forgot-password: asks for a reset link, then /check-email with the address. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const requestReset = useRequestPasswordReset();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid = validateEmail(email);
    flushSync(() => setFieldError(invalid));
    if (invalid) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await requestReset.mutateAsync({ data: { email: email.trim() } });
    } catch (cause) {
      setFormError(errorMessage(cause, authMessages.forgotFailed));
      return;
    }
    const state: CheckEmailState = { email: email.trim() };
    await navigate(paths.checkEmail, { state });
  };

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email address you signed up with and we will send you a link to choose a new password."
      footer={
        <Link to={paths.login} className={authLinkClasses}>
          Back to Login
        </Link>
      }
    >
      {formError && <Alert tone="danger">{formError}</Alert>}
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        <TextField
          label="Email Address"
          error={fieldError}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setFieldError(null);
          }}
        />
        <Button
          type="submit"
          size="lg"
          loading={requestReset.isPending}
          loadingText="Sending..."
          className="w-full"
        >
          Send Reset Link
        </Button>
      </form>
    </AuthCard>
  );
}
