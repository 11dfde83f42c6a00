import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { NotificationPreferences } from '../../api/generated/model';
import {
  getGetNotificationPreferencesQueryKey,
  updateNotificationPreferences,
  useGetNotificationPreferences,
} from '../../api/generated/support/support';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/page-title';
import { SettingsSection } from './settings-section';

type PreferenceKey = keyof NotificationPreferences;

/** The three e-mails a person can switch off (contract: getNotificationPreferences). */
const PREFERENCES: { key: PreferenceKey; label: string; description: string }[] = [
  {
    key: 'wants_progress_reports',
    label: 'Weekly progress reports',
    description: 'A summary of your practice by e-mail, sent on Mondays after a week you practised.',
  },
  {
    key: 'wants_product_updates',
    label: 'Product updates',
    description: 'E-mail about new features and improvements to Interview Coach.',
  },
  {
    key: 'wants_session_complete_notify',
    label: 'Interview report ready',
    description: 'An e-mail when the report for a mock interview you finished is ready.',
  },
];

const notificationSettingsMessages = {
  saveFailed: 'Could not save that change. Please try again.',
  loadFailed: 'Could not load your notification preferences.',
  alwaysSent:
    'Security, billing and support-reply e-mails are always sent. These switches only change e-mail: the bell in the header still shows every notification.',
} as const;

function Switch({
  checked,
  onChange,
  labelledBy,
  describedBy,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className={clsx(
        'focus-ring relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-pill border-2 border-transparent transition-colors',
        checked ? 'bg-primary' : 'bg-border-strong',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block size-5 rounded-full bg-surface shadow-soft transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  );
}

function PreferenceRow({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <span id={`${id}-label`} className="text-sm font-medium text-foreground">
          {label}
        </span>
        <span id={`${id}-description`} className="text-sm text-muted">
          {description}
        </span>
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        labelledBy={`${id}-label`}
        describedBy={`${id}-description`}
      />
    </li>
  );
}

function PreferencesSkeleton() {
  return (
    <div className="flex flex-col gap-5" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your notification preferences
      </span>
      {PREFERENCES.map((preference) => (
        <div key={preference.key} className="flex items-center justify-between gap-4">
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-3/4" />
          </div>
          <Skeleton className="h-6 w-11 rounded-pill" />
        </div>
      ))}
    </div>
  );
}

type Change = { key: PreferenceKey; value: boolean; next: NotificationPreferences };

/**
 * /settings/notifications: three switches, each saved as soon as it changes. The switch moves at
 * once; a failed save puts it back with a short message (spec: preference failures are only
 * logged, so no app-wide modal).
 */
export function NotificationSettingsPage() {
  usePageTitle('Notification Settings');
  const client = useQueryClient();
  const queryKey = getGetNotificationPreferencesQueryKey();
  const preferences = useGetNotificationPreferences({ request: { quiet: true } });
  const [failed, setFailed] = useState(false);

  const save = useMutation({
    mutationKey: ['updateNotificationPreferences'],
    mutationFn: ({ next }: Change) => updateNotificationPreferences(next, { quiet: true }),
    onMutate: ({ next }) => {
      setFailed(false);
      client.setQueryData<NotificationPreferences>(queryKey, next);
    },
    onSuccess: (saved) => {
      // a later change still on its way has the last word
      if (client.isMutating({ mutationKey: ['updateNotificationPreferences'] }) <= 1) {
        client.setQueryData(queryKey, saved);
      }
    },
    onError: (cause, { key, value }) => {
      console.warn('Could not save notification preferences', cause);
      client.setQueryData<NotificationPreferences>(queryKey, (current) =>
        current ? { ...current, [key]: !value } : current,
      );
      setFailed(true);
      void client.invalidateQueries({ queryKey });
    },
  });

  useEffect(() => {
    if (preferences.isError) console.warn('Could not load notification preferences', preferences.error);
  }, [preferences.isError, preferences.error]);

  const change = (key: PreferenceKey, value: boolean) => {
    const current = client.getQueryData<NotificationPreferences>(queryKey);
    if (!current) return;
    save.mutate({ key, value, next: { ...current, [key]: value } });
  };

  let content: ReactNode;
  if (preferences.isPending) content = <PreferencesSkeleton />;
  else if (!preferences.data) {
    content = (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" size="sm" onClick={() => void preferences.refetch()}>
            Try Again
          </Button>
        }
      >
        {notificationSettingsMessages.loadFailed}
      </Alert>
    );
  } else {
    const data = preferences.data;
    content = (
      <div className="flex flex-col gap-5">
        <ul className="flex flex-col divide-y divide-border">
          {PREFERENCES.map((preference) => (
            <PreferenceRow
              key={preference.key}
              label={preference.label}
              description={preference.description}
              checked={data[preference.key]}
              onChange={(value) => change(preference.key, value)}
            />
          ))}
        </ul>
        {failed && (
          <p role="alert" className="text-sm text-danger">
            {notificationSettingsMessages.saveFailed}
          </p>
        )}
        <p className="flex items-start gap-2 border-t border-border pt-4 text-sm text-muted">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {notificationSettingsMessages.alwaysSent}
        </p>
      </div>
    );
  }

  return (
    <SettingsSection title="Notifications" description="Choose which e-mails we send you.">
      {content}
    </SettingsSection>
  );
}
