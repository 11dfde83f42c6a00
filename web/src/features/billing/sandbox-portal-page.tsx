import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  cancelSandboxSubscription,
  changeSandboxPlan,
  getGetSandboxPortalQueryKey,
  resumeSandboxSubscription,
  updateSandboxPaymentMethod,
  useGetPricingConfig,
  useGetSandboxPortal,
} from '../../api/generated/billing/billing';
import type { PricingConfig, SandboxCardRequest, SandboxPortal } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { Logo } from '../../components/ui/logo';
import { Select } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { type Billing, type PaidPlanName, planOfPrice, priceIdOf } from '../../lib/plan-prices';
import { getProfileQueryKey } from '../../lib/profile';
import { billingMessages } from './billing-messages';
import { CardForm, TestCardHint } from './card-form';
import { longDate } from './dates';

const PLAN_CHOICES: { plan: PaidPlanName; billing: Billing; label: string }[] = [
  { plan: 'Pro', billing: 'monthly', label: 'Pro, monthly' },
  { plan: 'Pro', billing: 'annual', label: 'Pro, annual' },
  { plan: 'Premium', billing: 'monthly', label: 'Premium, monthly' },
  { plan: 'Premium', billing: 'annual', label: 'Premium, annual' },
];

type Change = () => Promise<SandboxPortal>;

function SubscriptionPanel({
  portal,
  config,
  run,
  busy,
}: {
  portal: SandboxPortal;
  config: PricingConfig | undefined;
  run: (what: string, change: Change) => Promise<boolean>;
  busy: string | null;
}) {
  const [confirming, setConfirming] = useState(false);
  const subscription = portal.subscription;
  const [priceId, setPriceId] = useState('');
  if (!subscription) return <p className="text-sm text-muted">No subscription yet.</p>;
  const live = subscription.status === 'active';
  const current = config ? planOfPrice(config, subscription.priceId) : null;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl font-semibold">
          {subscription.plan}{' '}
          <span className="text-base font-normal text-muted">
            ({subscription.interval === 'year' ? 'annual' : 'monthly'})
          </span>
        </p>
        <Badge tone={!live ? 'neutral' : subscription.cancel_at_period_end ? 'warning' : 'success'}>
          {!live
            ? subscription.status
            : subscription.cancel_at_period_end
              ? 'Cancels at period end'
              : 'Active'}
        </Badge>
      </div>
      {live && (
        <p className="text-sm text-muted">
          {subscription.cancel_at_period_end ? 'Ends on' : 'Renews on'}{' '}
          {longDate(subscription.current_period_end)}
        </p>
      )}
      {live && (
        <div className="flex flex-wrap gap-3">
          {subscription.cancel_at_period_end ? (
            <Button
              loading={busy === 'resume'}
              onClick={() => run('resume', () => resumeSandboxSubscription({ quiet: true }))}
            >
              Resume Subscription
            </Button>
          ) : (
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          )}
        </div>
      )}
      {live && config && (
        <form
          className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-end"
          onSubmit={async (event) => {
            event.preventDefault();
            if (priceId && (await run('plan', () => changeSandboxPlan({ priceId }, { quiet: true }))))
              setPriceId('');
          }}
        >
          <Field label="Change plan" className="flex-1">
            {(control) => (
              <Select {...control} value={priceId} onChange={(event) => setPriceId(event.target.value)}>
                <option value="">Choose a plan…</option>
                {PLAN_CHOICES.filter(
                  (choice) =>
                    !(current && current.plan === choice.plan && current.billing === choice.billing),
                ).map((choice) => (
                  <option key={choice.label} value={priceIdOf(config, choice.plan, choice.billing)}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={!priceId} loading={busy === 'plan'}>
            Change Plan
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your subscription?"
        description={`Your plan stays until ${longDate(subscription.current_period_end)}, then it ends. You can resume it until then.`}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        destructive
        loading={busy === 'cancel'}
        onConfirm={async () => {
          await run('cancel', () => cancelSandboxSubscription({ quiet: true }));
          setConfirming(false);
        }}
      />
    </div>
  );
}

/**
 * The sandbox payment provider's billing portal, standing in for Stripe's: the caller's own
 * subscription and card. Changes reach the plan through the provider's events a moment later.
 */
export function SandboxPortalPage() {
  usePageTitle('Manage Your Subscription');
  const queryClient = useQueryClient();
  const portal = useGetSandboxPortal({ request: { quiet: true } });
  const config = useGetPricingConfig({ request: { quiet: true } });
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [editingCard, setEditingCard] = useState(false);

  const run = async (what: string, change: Change): Promise<boolean> => {
    setBusy(what);
    setMessage(null);
    try {
      queryClient.setQueryData(getGetSandboxPortalQueryKey(), await change());
      await queryClient.invalidateQueries({ queryKey: getProfileQueryKey() });
      setMessage({ tone: 'success', text: 'Your subscription was updated.' });
      return true;
    } catch (error) {
      setMessage({ tone: 'danger', text: errorMessage(error, billingMessages.changeFailed) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const updateCard = async (card: SandboxCardRequest) => {
    setBusy('card');
    setCardError(null);
    try {
      queryClient.setQueryData(
        getGetSandboxPortalQueryKey(),
        await updateSandboxPaymentMethod(card, { quiet: true }),
      );
      setEditingCard(false);
      setMessage({ tone: 'success', text: 'Your card was updated.' });
    } catch (error) {
      setCardError(errorMessage(error, billingMessages.changeFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-8 px-4 py-10 sm:px-6">
      <div className="flex items-center justify-between gap-4">
        <Logo />
        <Badge tone="warning">Sandbox billing portal</Badge>
      </div>
      <Button asChild variant="ghost" className="self-start">
        <Link to={paths.settingsBilling}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Return to Interview Coach
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold tracking-tight">Manage your subscription</h1>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {portal.isPending ? (
        <Skeleton className="h-64 w-full rounded-card" />
      ) : portal.isError ? (
        <Alert tone="danger">{errorMessage(portal.error, billingMessages.portalLoadFailed)}</Alert>
      ) : (
        <>
          <Card className="flex flex-col gap-4 p-6">
            <h2 className="text-lg font-semibold">Current plan</h2>
            <SubscriptionPanel portal={portal.data} config={config.data} run={run} busy={busy} />
          </Card>
          <Card className="flex flex-col gap-4 p-6">
            <h2 className="text-lg font-semibold">Payment method</h2>
            {portal.data.card && !editingCard && (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="flex items-center gap-2 text-sm">
                  <CreditCard aria-hidden="true" className="size-4" />
                  <span className="capitalize">{portal.data.card.brand}</span> ending in{' '}
                  {portal.data.card.last4}, expires {String(portal.data.card.expMonth).padStart(2, '0')}/
                  {String(portal.data.card.expYear).slice(-2)}
                </p>
                <Button variant="secondary" onClick={() => setEditingCard(true)}>
                  Update Card
                </Button>
              </div>
            )}
            {(editingCard || !portal.data.card) && (
              <CardForm
                submitLabel="Save Card"
                submitting={busy === 'card'}
                error={cardError}
                onSubmit={updateCard}
              >
                <TestCardHint />
              </CardForm>
            )}
          </Card>
        </>
      )}
    </main>
  );
}
