import { ExternalLink } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useChangePassword } from '../../api/generated/identity/identity';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextField } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { RequirementList } from '../../components/ui/requirement-list';
import { errorMessage } from '../../lib/api-error';
import { focusFirstInvalid } from '../../lib/form-focus';
import { usePageTitle } from '../../lib/page-title';
import { passwordChecklist, passwordRules } from '../../lib/password-rules';
import { useProfile } from '../../lib/profile';
import { SettingsFormSkeleton, SettingsSection } from './settings-section';
import { settingsMessages } from './settings-messages';

const GOOGLE_SECURITY_URL = 'https://myaccount.google.com/security';

type PasswordErrors = { current?: string; next?: string; confirm?: string };

/**
 * Spec: the new password and its confirmation must match, and the new password needs at least 8
 * characters; the rest of the shared strength rules follow, as the server checks them too.
 */
function validate(current: string, next: string, confirm: string): PasswordErrors {
  if (current === '') return { current: settingsMessages.currentPasswordRequired };
  if (next !== confirm) return { confirm: settingsMessages.newPasswordsDontMatch };
  const [length, ...others] = passwordRules;
  if (length && !length.test(next)) return { next: settingsMessages.newPasswordTooShort };
  const broken = others.find((rule) => !rule.test(next));
  return broken ? { next: broken.message } : {};
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [showRules, setShowRules] = useState(false);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const changePassword = useChangePassword();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const found = validate(current, next, confirm);
    flushSync(() => setErrors(found));
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await changePassword.mutateAsync({ data: { currentPassword: current, newPassword: next } });
      setCurrent('');
      setNext('');
      setConfirm('');
      setResult({ tone: 'success', text: settingsMessages.passwordUpdated });
    } catch (cause) {
      setResult({ tone: 'danger', text: errorMessage(cause, settingsMessages.passwordFailed) });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex max-w-md flex-col gap-5">
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <TextField
        label="Current Password"
        error={errors.current}
        type="password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={current}
        onValueChange={setCurrent}
      />
      <Field label="New Password" error={errors.next}>
        {(control) => (
          <>
            <Input
              {...control}
              type="password"
              name="newPassword"
              autoComplete="new-password"
              required
              value={next}
              onChange={(event) => setNext(event.target.value)}
              onFocus={() => setShowRules(true)}
              onBlur={() => setShowRules(false)}
            />
            {showRules && (
              <RequirementList
                label="Password requirements"
                items={passwordChecklist(next)}
                className="mt-1 rounded-control bg-surface-muted p-3"
              />
            )}
          </>
        )}
      </Field>
      <TextField
        label="Confirm New Password"
        error={errors.confirm}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirm}
        onValueChange={setConfirm}
      />
      <Button
        type="submit"
        loading={changePassword.isPending}
        loadingText="Updating..."
        className="self-start"
      >
        Update Password
      </Button>
    </form>
  );
}

function ProviderManagedPassword() {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-sm text-muted">
        You sign in with Google, so your password is managed by Google. Change it in your Google account.
      </p>
      <Button asChild variant="secondary">
        <a href={GOOGLE_SECURITY_URL} target="_blank" rel="noopener noreferrer">
          Manage your password at Google
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}

/** /settings/password: change the password (e-mail accounts) or a pointer to the provider (Google). */
export function PasswordSettingsPage() {
  usePageTitle('Password Settings');
  const { profile } = useProfile();
  let content = <SettingsFormSkeleton />;
  if (profile) {
    content = profile.user.auth_provider === 'email' ? <ChangePasswordForm /> : <ProviderManagedPassword />;
  }
  return (
    <SettingsSection title="Password" description="Change the password you sign in with.">
      {content}
    </SettingsSection>
  );
}
