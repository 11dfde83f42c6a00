import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useDeleteAccount } from '../../api/generated/identity/identity';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { errorMessage } from '../../lib/api-error';
import { clearToken } from '../../lib/auth-token';
import { carryToLogin } from '../../lib/login-notice';
import { uiStore } from '../../lib/ui-store';
import { settingsMessages } from './settings-messages';

/** 'Delete Account' with a destructive confirmation; afterwards the session ends and /login says so. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const deleteAccount = useDeleteAccount();
  const queryClient = useQueryClient();
  const headingId = useId();

  const confirm = async () => {
    setError(null);
    try {
      await deleteAccount.mutateAsync();
    } catch (cause) {
      setOpen(false);
      setError(errorMessage(cause, settingsMessages.deleteFailed));
      return;
    }
    // Removing the token makes the route guard send the user to /login, which shows this notice.
    carryToLogin({ notice: settingsMessages.accountDeleted });
    clearToken();
    queryClient.clear();
    uiStore.reset();
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-sm font-semibold text-foreground">
        Delete Account
      </h2>
      <p className="text-xs text-muted">Permanently remove your account and everything in it.</p>
      {error && <Alert tone="danger">{error}</Alert>}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4 text-danger" />
        <span className="text-danger">Delete Account</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !deleteAccount.isPending && setOpen(next)}
        title="Delete your account?"
        description="This permanently deletes your account, your documents, interview sessions, reports and support tickets, and cancels any paid subscription. This cannot be undone."
        confirmLabel="Delete Account"
        destructive
        loading={deleteAccount.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
