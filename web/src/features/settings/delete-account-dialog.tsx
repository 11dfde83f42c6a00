import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useDeleteAccount } from '../../api/generated/identity/identity';
import type { UserProfile } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field, TextField } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage, isApiError } from '../../lib/api-error';
import { clearToken } from '../../lib/auth-token';
import { carryToLogin } from '../../lib/login-notice';
import { useProfile } from '../../lib/profile';
import { uiStore } from '../../lib/ui-store';
import { settingsMessages } from './settings-messages';

type ConfirmField = 'password' | 'confirmEmail';

/** The message the server gave for one field of the confirmation (a wrong password, say). */
function fieldMessage(error: unknown, field: ConfirmField): string | null {
  if (!isApiError(error) || !Array.isArray(error.details)) return null;
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (Array.isArray(path) && path[0] === field && typeof message === 'string') return message;
  }
  return null;
}

/**
 * The confirmation the server asks for: the password of an account that has one, the e-mail typed
 * again for a Google account (as an admin confirms deleting someone).
 */
function DeleteAccountForm({ user, onCancel }: { user: UserProfile; onCancel: () => void }) {
  const withPassword = user.auth_provider === 'email';
  const field: ConfirmField = withPassword ? 'password' : 'confirmEmail';
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const emailMatches = value.trim().toLowerCase() === user.email.trim().toLowerCase();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleteAccount.isPending) return;
    setFailure(null);
    if (withPassword && value === '') {
      setFieldError(settingsMessages.deletePasswordRequired);
      return;
    }
    if (!withPassword && !emailMatches) return;
    setFieldError(null);
    try {
      await deleteAccount.mutateAsync({
        data: withPassword ? { password: value } : { confirmEmail: value.trim() },
      });
    } catch (cause) {
      const message = fieldMessage(cause, field);
      if (message) setFieldError(message);
      else setFailure(errorMessage(cause, settingsMessages.deleteFailed));
      return;
    }
    // Removing the token makes the route guard send the user to /login, which shows this notice.
    carryToLogin({ notice: settingsMessages.accountDeleted });
    clearToken();
    queryClient.clear();
    uiStore.reset();
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <DialogTitle>Delete your account?</DialogTitle>
      <DialogDescription>
        This permanently deletes your account, your documents, interview sessions, reports and support
        tickets, and cancels any paid subscription. This cannot be undone.
      </DialogDescription>
      {failure && <Alert tone="danger">{failure}</Alert>}
      {withPassword ? (
        <TextField
          label="Enter your password to confirm"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={value}
          error={fieldError}
          onValueChange={(next) => {
            setValue(next);
            setFieldError(null);
          }}
        />
      ) : (
        <Field
          label={
            <>
              Type <span className="font-mono break-all select-all">{user.email}</span> to confirm
            </>
          }
          error={fieldError}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              name="confirmEmail"
              autoComplete="off"
              spellCheck={false}
              value={value}
              aria-invalid={control['aria-invalid'] ?? (value !== '' && !emailMatches ? true : undefined)}
              onChange={(event) => {
                setValue(event.target.value);
                setFieldError(null);
              }}
            />
          )}
        </Field>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={deleteAccount.isPending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="destructive"
          disabled={!withPassword && !emailMatches}
          loading={deleteAccount.isPending}
          loadingText="Deleting..."
        >
          Delete Account
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Delete Account' asks for the password (or, without one, the e-mail typed again) before anything
 * is deleted; a wrong one is said in the dialog and deletes nothing. Afterwards the session ends
 * and /login says so.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { profile } = useProfile();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-foreground">
        Delete Account
      </h2>
      <p className="text-xs text-muted">Permanently remove your account and everything in it.</p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={!profile}
        onClick={() => setOpen(true)}
      >
        <Trash2 aria-hidden="true" className="size-4 text-danger" />
        <span className="text-danger">Delete Account</span>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && profile && (
          <DialogContent>
            <DeleteAccountForm user={profile.user} onCancel={() => setOpen(false)} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
