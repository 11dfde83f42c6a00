import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { VerificationResult } from './verification-result';

/** /email-verification-success: where the verification link lands when it worked. */
export function EmailVerifiedPage() {
  usePageTitle('Email Verified');
  return (
    <VerificationResult
      icon={MailCheck}
      tone="success"
      title="Email Verified!"
      action={
        <Button asChild size="lg" className="w-full">
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
      }
    >
      <p>
        Thanks for confirming your email address. Match analysis, mock interviews and resume polish are ready
        for you.
      </p>
    </VerificationResult>
  );
}
