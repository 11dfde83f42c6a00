import { MailX } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useStoredToken } from '../../lib/auth-token';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { useResendVerificationLink } from './resend-verification';
import { VerificationResult } from './verification-result';

/** Signed in here: a new link can be sent straight away. */
function ResendAction() {
  const { resend, result, pending } = useResendVerificationLink();
  return (
    <div className="flex w-full flex-col gap-3">
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Button size="lg" className="w-full" loading={pending} loadingText="Sending..." onClick={resend}>
        Resend Verification Email
      </Button>
    </div>
  );
}

/** /email-verification-failed: the link was invalid, already used or expired. */
export function VerificationFailedPage() {
  usePageTitle('Verification Failed');
  const signedIn = useStoredToken() !== null;
  return (
    <VerificationResult
      icon={MailX}
      tone="danger"
      title="Verification Failed"
      action={
        <div className="flex w-full flex-col gap-3">
          {signedIn && <ResendAction />}
          <Button asChild size="lg" variant="secondary" className="w-full">
            <Link to={paths.login}>Back to Login</Link>
          </Button>
        </div>
      }
    >
      <p>The verification link is invalid or has expired. Please request a new link from the dashboard.</p>
    </VerificationResult>
  );
}
