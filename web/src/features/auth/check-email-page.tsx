import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useRequestPasswordReset } from '../../api/generated/identity/identity';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { AuthCard, authLinkClasses } from './auth-card';
import { authMessages } from './auth-messages';
import { useCountdown } from './use-countdown';

/** Navigation state of /check-email. */
export type CheckEmailState = { email: string };

/** Spec: the resend is allowed after a 60 second countdown. */
export const RESEND_COOLDOWN_SECONDS = 60;

function emailFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { email } = state as Record<string, unknown>;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** /check-email: the reset link is on its way; a new one may be requested after the countdown. */
export function CheckEmailPage() {
  usePageTitle('Check Your Email');
  const email = emailFrom(useLocation().state);
  const { remaining, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const resend = useRequestPasswordReset();

  const handleResend = async () => {
    if (!email) return;
    setResult(null);
    try {
      await resend.mutateAsync({ data: { email } });
      setResult({ tone: 'success', text: authMessages.resendSent });
      restart();
    } catch (cause) {
      setResult({ tone: 'danger', text: errorMessage(cause, authMessages.resendFailed) });
    }
  };

  return (
    <AuthCard
      title="Check your email"
      description="If an account exists for that address, a link to reset your password is on its way. It expires in 15 minutes."
      footer={
        <Link to={paths.login} className={authLinkClasses}>
          Back to Login
        </Link>
      }
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        {email ? (
          <p className="text-sm text-muted">
            We sent it to <span className="font-semibold break-all text-foreground">{email}</span>.
          </p>
        ) : (
          <p className="text-sm text-muted">We sent it to the address you entered.</p>
        )}
      </div>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      {email ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted">Didn’t get the email? Check your spam folder, or</p>
          <Button
            variant="secondary"
            className="w-full"
            disabled={remaining > 0}
            loading={resend.isPending}
            loadingText="Sending..."
            onClick={handleResend}
          >
            {remaining > 0 ? `Resend in ${remaining}s` : 'Resend Email'}
          </Button>
        </div>
      ) : (
        <Button asChild variant="secondary" className="w-full">
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Button>
      )}
    </AuthCard>
  );
}
