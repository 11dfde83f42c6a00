import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  getAdminGetUserQueryKey,
  getAdminListUsersQueryKey,
  useAdminDeleteUser,
  useAdminResetUserPassword,
  useAdminSuspendUser,
  useAdminUnsuspendUser,
} from '../../api/generated/admin/admin';
import type { AdminUser, DeletionReceipt } from '../../api/generated/model';
import { useReturnFocus } from '../../components/admin/return-focus';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api-error';
import { formatCount } from './admin-format';

export type UserAction = 'reset' | 'suspend' | 'unsuspend' | 'delete';

export const REASON_MIN = 3;
export const REASON_MAX = 500;
export const REASON_REQUIRED = `Please give a reason (at least ${REASON_MIN} characters).`;

type ActionCopy = {
  title: (name: string) => string;
  description: string;
  confirm: string;
  pending: string;
  reasonRequired: boolean;
  typeEmail: boolean;
  destructive: boolean;
  failed: string;
};

const copy: Record<UserAction, ActionCopy> = {
  reset: {
    title: (name) => `Send ${name} a password reset link?`,
    description:
      'They get an e-mail with a link to choose a new password (valid 15 minutes) and are signed out everywhere. You never see the password.',
    confirm: 'Send reset link',
    pending: 'Sending...',
    reasonRequired: true,
    typeEmail: false,
    destructive: false,
    failed: 'The reset link could not be sent.',
  },
  suspend: {
    title: (name) => `Suspend ${name}?`,
    description:
      'They can no longer sign in, and every session of theirs stops working at once. You can lift the suspension later.',
    confirm: 'Suspend account',
    pending: 'Suspending...',
    reasonRequired: true,
    typeEmail: true,
    destructive: true,
    failed: 'The account could not be suspended.',
  },
  unsuspend: {
    title: (name) => `Lift ${name}'s suspension?`,
    description: 'They can sign in again straight away.',
    confirm: 'Lift suspension',
    pending: 'Lifting...',
    reasonRequired: false,
    typeEmail: false,
    destructive: false,
    failed: 'The suspension could not be lifted.',
  },
  delete: {
    title: (name) => `Delete ${name}'s account?`,
    description:
      'This deletes the account and everything it owns: documents and stored files, interview sessions, polish runs, tickets and notifications. A paid subscription is cancelled at once. This cannot be undone.',
    confirm: 'Delete account',
    pending: 'Deleting...',
    reasonRequired: true,
    typeEmail: true,
    destructive: true,
    failed: 'The account could not be deleted.',
  },
};

export type ActionResult =
  | { action: 'reset'; message: string }
  | { action: 'suspend' | 'unsuspend'; user: AdminUser }
  | { action: 'delete'; receipt: DeletionReceipt };

function Receipt({ user, receipt }: { user: AdminUser; receipt: DeletionReceipt }) {
  const removed = receipt.removed;
  const rows: [string, number][] = [
    ['Documents', removed.documents],
    ['Stored files', removed.storedFiles],
    ['Interview sessions', removed.sessions],
    ['Support tickets', removed.tickets],
    ['Notifications', removed.notifications],
  ];
  return (
    <div className="flex flex-col gap-3" data-testid="deletion-receipt">
      <Alert tone="success" title={`${user.email} was deleted.`}>
        The audit log keeps this receipt.
      </Alert>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label} removed</dt>
            <dd className="text-right font-medium tabular-nums">{formatCount(value)}</dd>
          </div>
        ))}
        <dt className="text-muted">Subscription</dt>
        <dd className="text-right font-medium">
          {removed.subscriptionCancelled ? 'Cancelled at the payment provider' : 'None to cancel'}
        </dd>
      </dl>
    </div>
  );
}

type UserActionDialogProps = {
  user: AdminUser;
  action: UserAction | null;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
};

/**
 * Confirms a staff action on a person's account. The reason is kept in the audit log; suspending and
 * deleting also ask for the person's e-mail, typed out, before the button works. Server refusals
 * ('You cannot suspend yourself.') show here, in the dialog.
 */
export function UserActionDialog({ user, action, onClose, onDone }: UserActionDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      {action && (
        <DialogContent {...returnFocus}>
          <ActionForm key={action} user={user} action={action} onClose={onClose} onDone={onDone} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ActionForm({
  user,
  action,
  onClose,
  onDone,
}: {
  user: AdminUser;
  action: UserAction;
  onClose: () => void;
  onDone: (result: ActionResult) => void;
}) {
  const text = copy[action];
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [typedEmail, setTypedEmail] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<DeletionReceipt | null>(null);
  const emailHintId = useId();

  const request = { request: { quiet: true } };
  const reset = useAdminResetUserPassword(request);
  const suspend = useAdminSuspendUser(request);
  const unsuspend = useAdminUnsuspendUser(request);
  const remove = useAdminDeleteUser(request);
  const pending = reset.isPending || suspend.isPending || unsuspend.isPending || remove.isPending;

  const emailMatches = typedEmail.trim().toLowerCase() === user.email.toLowerCase();
  const confirmable = !text.typeEmail || emailMatches;
  const name = user.name || user.email;

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: getAdminListUsersQueryKey() }),
      queryClient.invalidateQueries({ queryKey: getAdminGetUserQueryKey(user.id) }),
    ]);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || !confirmable) return;
    const trimmed = reason.trim();
    if (text.reasonRequired && trimmed.length < REASON_MIN) {
      setReasonError(REASON_REQUIRED);
      return;
    }
    setReasonError(null);
    setFailure(null);
    try {
      if (action === 'reset') {
        const answer = await reset.mutateAsync({ id: user.id, data: { reason: trimmed } });
        onDone({ action, message: answer.message || `A reset link was sent to ${user.email}.` });
      } else if (action === 'suspend') {
        const updated = await suspend.mutateAsync({ id: user.id, data: { reason: trimmed } });
        await refresh();
        onDone({ action, user: updated });
      } else if (action === 'unsuspend') {
        const updated = await unsuspend.mutateAsync({
          id: user.id,
          data: trimmed ? { reason: trimmed } : {},
        });
        await refresh();
        onDone({ action, user: updated });
      } else {
        const answer = await remove.mutateAsync({
          id: user.id,
          data: { reason: trimmed, confirmEmail: typedEmail.trim() },
        });
        setReceipt(answer);
        void queryClient.invalidateQueries({ queryKey: getAdminListUsersQueryKey() });
      }
    } catch (error) {
      setFailure(errorMessage(error, text.failed));
    }
  };

  if (receipt) {
    return (
      <>
        <DialogTitle className="flex items-center gap-2">
          <CircleCheck aria-hidden="true" className="size-5 text-success" />
          Account deleted
        </DialogTitle>
        <DialogDescription>What was removed with {name}'s account:</DialogDescription>
        <Receipt user={user} receipt={receipt} />
        <DialogFooter>
          <Button onClick={() => onDone({ action: 'delete', receipt })}>Done</Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label={text.title(name)}>
      <DialogTitle>{text.title(name)}</DialogTitle>
      <DialogDescription>{text.description}</DialogDescription>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Field
        label={text.reasonRequired ? 'Reason' : 'Reason (optional)'}
        hint="Kept in the audit log with your name."
        error={reasonError}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={REASON_MAX}
            required={text.reasonRequired}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError && event.target.value.trim().length >= REASON_MIN) setReasonError(null);
            }}
          />
        )}
      </Field>
      {text.typeEmail && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={emailHintId} className="text-sm font-medium">
            Type <span className="font-mono break-all select-all">{user.email}</span> to confirm
          </label>
          <Input
            id={emailHintId}
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typedEmail}
            aria-invalid={typedEmail !== '' && !emailMatches ? true : undefined}
            onChange={(event) => setTypedEmail(event.target.value)}
          />
        </div>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={text.destructive ? 'destructive' : 'primary'}
          disabled={!confirmable}
          loading={pending}
          loadingText={text.pending}
        >
          {text.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
