import { MailX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../lib/paths';
import { VerificationResult } from './verification-result';

/** /email-verification-failed: the link was invalid, already used or expired. */
export function VerificationFailedPage() {
  return (
    <VerificationResult
      icon={MailX}
      tone="danger"
      title="Verification Failed"
      action={
        <Button asChild size="lg" variant="secondary" className="w-full">
          <Link to={paths.login}>Back to Login</Link>
        </Button>
      }
    >
      <p>The verification link is invalid or has expired. Please request a new link from the dashboard.</p>
    </VerificationResult>
  );
}
