import { useMutation } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MailCheck, MailMinus, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeFromMail } from '../../api/generated/support/support';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { mailKindOf, unsubscribeMessages } from './unsubscribe-messages';

function Frame({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: typeof MailMinus;
  tone: 'primary' | 'success' | 'danger';
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-5 p-8 text-center shadow-card">
      <span
        className={clsx(
          'flex size-14 items-center justify-center rounded-full',
          tone === 'success' && 'bg-success/12 text-success',
          tone === 'danger' && 'bg-danger/10 text-danger',
          tone === 'primary' && 'bg-primary/10 text-primary',
        )}
      >
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children}
    </Card>
  );
}

function SettingsLink() {
  return (
    <Link
      to={paths.settingsNotifications}
      className="focus-ring rounded-control text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      {unsubscribeMessages.manage}
    </Link>
  );
}

/**
 * /unsubscribe?token=…: the page an e-mail's unsubscribe link opens. Nothing changes on loading it
 * (mail scanners and link previews open links); one click on 'Unsubscribe' posts the token, and the
 * page shows what the server says stopped.
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscribe = useMutation({
    // quiet: the page shows every outcome itself
    mutationFn: () => unsubscribeFromMail({ token }, undefined, { quiet: true }),
  });

  const invalid =
    token === '' ||
    (unsubscribe.isError && isApiError(unsubscribe.error) && unsubscribe.error.status === 404);

  if (invalid) {
    return (
      <Frame icon={MailX} tone="danger" title={unsubscribeMessages.invalidTitle}>
        <p className="text-muted">{unsubscribeMessages.invalid}</p>
        <SettingsLink />
      </Frame>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <Frame icon={MailCheck} tone="success" title={unsubscribeMessages.doneTitle}>
        <p role="status" className="text-muted">
          {unsubscribe.data.message}
        </p>
        <SettingsLink />
      </Frame>
    );
  }

  const failure = unsubscribe.isError
    ? (isApiError(unsubscribe.error) && unsubscribe.error.serverMessage) || unsubscribeMessages.failed
    : null;

  return (
    <Frame icon={MailMinus} tone="primary" title={unsubscribeMessages.title}>
      <p className="text-muted">{unsubscribeMessages.question(mailKindOf(token))}</p>
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        loading={unsubscribe.isPending}
        loadingText={unsubscribeMessages.pending}
        onClick={() => unsubscribe.mutate()}
      >
        {unsubscribeMessages.button}
      </Button>
      <p className="text-xs text-muted">{unsubscribeMessages.alwaysSent}</p>
      <SettingsLink />
    </Frame>
  );
}
