import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { useHydrated } from '../../lib/hydrated';
import { useSignup } from '../../api/generated/identity/identity';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { focusFirstInvalid } from '../../lib/form-focus';
import { usePageTitle } from '../../lib/page-title';
import { validatePassword } from '../../lib/password-rules';
import { paths } from '../../lib/paths';
import { AuthCard, authLinkClasses } from './auth-card';
import { authMessages, validateEmail } from './auth-messages';
import { GoogleButton } from './google-button';
import { PasswordField } from './password-field';
import { useCredentialSubmit } from './use-credential-submit';

type SignupErrors = { name?: string; email?: string; password?: string; confirm?: string };

function validate(name: string, email: string, password: string, confirm: string): SignupErrors {
  const errors: SignupErrors = {};
  if (name.trim() === '') errors.name = authMessages.nameRequired;
  const emailError = validateEmail(email);
  if (emailError) errors.email = emailError;
  const passwordError = validatePassword(password);
  if (passwordError) errors.password = passwordError;
  if (confirm !== password) errors.confirm = authMessages.passwordsDontMatch;
  return errors;
}

/** /signup: create an account with e-mail and password (or Google), then straight into the app. */
export function SignupPage() {
  usePageTitle('Sign Up');
  const hydrated = useHydrated();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<SignupErrors>({});
  const {
    error: formError,
    setError: setFormError,
    busy,
    submit,
  } = useCredentialSubmit(authMessages.signupFailed);
  const formRef = useRef<HTMLFormElement>(null);
  const signup = useSignup();

  // The mismatch shows as soon as the confirmation differs, not only on submit.
  const confirmError =
    errors.confirm ?? (confirm !== '' && confirm !== password ? authMessages.passwordsDontMatch : undefined);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const next = validate(name, email, password, confirm);
    flushSync(() => setErrors(next));
    if (Object.keys(next).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    void submit(() => signup.mutateAsync({ data: { name: name.trim(), email: email.trim(), password } }));
  };

  return (
    <AuthCard
      title="Create your account"
      description="Start practising with a free Pro trial."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className={authLinkClasses}>
            Sign in
          </Link>
        </>
      }
    >
      {formError && <Alert tone="danger">{formError}</Alert>}
      <GoogleButton label="Sign up with Google" />
      <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
        {/* prerendered: typing before hydration would be lost, so the fields wait for it */}
        <fieldset disabled={!hydrated} className="contents">
          <TextField
            label="Full Name"
            error={errors.name}
            name="name"
            autoComplete="name"
            required
            value={name}
            onValueChange={setName}
          />
          <TextField
            label="Email Address"
            error={errors.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={setEmail}
          />
          <PasswordField
            label="Password"
            name="password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              setErrors(({ password: _, confirm: __, ...rest }) => rest);
            }}
            error={errors.password}
          />
          <TextField
            label="Confirm Password"
            error={confirmError}
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
          <Button type="submit" size="lg" loading={busy} loadingText="Creating Account..." className="w-full">
            Create Account
          </Button>
          <p className="text-center text-xs text-muted">
            By creating an account, you agree to our{' '}
            <Link to={paths.terms} className={authLinkClasses}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy} className={authLinkClasses}>
              Privacy Policy
            </Link>
            .
          </p>
        </fieldset>
      </form>
    </AuthCard>
  );
}
