import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  completeSandboxCheckoutSession,
  useGetSandboxCheckoutSession,
} from '../../api/generated/billing/billing';
import type { SandboxCardRequest, SandboxCheckoutSession } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage, isApiError } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { centsAsDollars } from '../../lib/plan-prices';
import { billingMessages } from './billing-messages';
import { CardForm, TestCardHint } from './card-form';

function Summary({ session }: { session: SandboxCheckoutSession }) {
  const line = (label: string, amount: string, strong = false) => (
    <div className={strong ? 'flex justify-between text-base font-semibold' : 'flex justify-between text-sm'}>
      <span>{label}</span>
      <span className="tabular-nums">{amount}</span>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">Subscribe to</p>
      <p className="text-2xl font-semibold">
        Interview Coach {session.plan}{' '}
        <span className="text-base font-normal text-muted">
          ({session.interval === 'year' ? 'annual' : 'monthly'})
        </span>
      </p>
      <div className="flex flex-col gap-2 border-t border-border pt-4">
        {line(
          session.interval === 'year' ? 'Billed yearly' : 'Billed monthly',
          centsAsDollars(session.amount),
        )}
        {session.coupon && line(`Coupon ${session.coupon.code}`, `-${centsAsDollars(session.discount)}`)}
        {line('Total due today', centsAsDollars(session.amountDue), true)}
      </div>
    </div>
  );
}

/** The sandbox payment provider's checkout page, standing in for Stripe Checkout. */
export function SandboxCheckoutPage() {
  usePageTitle('Checkout');
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useGetSandboxCheckoutSession(sessionId, { request: { quiet: true } });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async (card: SandboxCardRequest) => {
    setPaying(true);
    setError(null);
    try {
      const { redirectUrl } = await completeSandboxCheckoutSession(sessionId, card, { quiet: true });
      await navigate(redirectUrl, { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, billingMessages.paymentFailed));
      setPaying(false);
    }
  };

  let body: React.ReactNode;
  if (session.isPending) {
    body = <Skeleton className="h-80 w-full rounded-card" />;
  } else if (session.isError) {
    const missing = isApiError(session.error) && session.error.status === 404;
    body = (
      <Alert tone="danger" action={<Link to={paths.pricing}>Back to pricing</Link>}>
        {missing ? billingMessages.checkoutMissing : billingMessages.paymentFailed}
      </Alert>
    );
  } else if (session.data.status !== 'open') {
    body = (
      <Alert tone="warning" action={<Link to={paths.pricing}>Back to pricing</Link>}>
        {billingMessages.checkoutClosed}
      </Alert>
    );
  } else {
    body = (
      <div className="grid gap-8 md:grid-cols-2">
        <Summary session={session.data} />
        <Card className="flex flex-col gap-5 p-6">
          <h2 className="text-lg font-semibold">Pay with card</h2>
          <CardForm
            submitLabel={`Pay ${centsAsDollars(session.data.amountDue)}`}
            submitting={paying}
            error={error}
            onSubmit={pay}
          >
            <TestCardHint />
          </CardForm>
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <Lock aria-hidden="true" className="size-3.5" />
            Only the card's brand and last four digits are kept.
          </p>
        </Card>
      </div>
    );
  }

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-4xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex items-center justify-between gap-4">
        <Logo />
        <Badge tone="warning">Sandbox checkout</Badge>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">Checkout</h1>
      {body}
      <Button asChild variant="ghost" className="self-start">
        <Link to={paths.pricing}>Cancel and go back</Link>
      </Button>
    </main>
  );
}
