import { useState } from 'react';
import { Link } from 'react-router';
import { useGetPricingConfig } from '../../api/generated/billing/billing';
import type { PricingConfig } from '../../api/generated/model';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useStoredToken } from '../../lib/auth-token';
import { usePageTitle } from '../../lib/page-title';
import { paths } from '../../lib/paths';
import { type Billing, type PaidPlanName, priceIdOf } from '../../lib/plan-prices';
import { useProfile } from '../../lib/profile';
import { BillingToggle } from './billing-toggle';
import { CouponEntry } from './coupon-entry';
import { type AppliedCoupon, planPrice } from './coupon-prices';
import { PlanCard } from './plan-card';
import { PLAN_CARDS } from './plan-catalog';
import { planStandingOf, trialLabel } from './plan-standing';
import { PriceLine, priceNote } from './price-line';
import { pricingMessages } from './pricing-messages';
import { usePurchase } from './use-purchase';

function monthlyOf(config: PricingConfig, plan: PaidPlanName): number {
  return plan === 'Pro' ? config.PRICE_PRO_MONTHLY : config.PRICE_PREMIUM_MONTHLY;
}

function PricingSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading prices
      </span>
      {[0, 1, 2].map((card) => (
        <Skeleton key={card} className="h-96 w-full rounded-card" />
      ))}
    </div>
  );
}

/** /pricing: the plans, monthly or annual prices, a coupon and checkout. */
export function PricingPage() {
  usePageTitle('Pricing');
  const token = useStoredToken();
  const config = useGetPricingConfig();
  const { profile } = useProfile();
  const [billing, setBilling] = useState<Billing>('monthly');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const standing = planStandingOf(token !== null, profile, Date.now());
  const paidPlan = standing.kind === 'paid' ? standing.plan : null;
  const { purchase, pendingPriceId, notice } = usePurchase(paidPlan !== null);

  const paidCard = (data: PricingConfig, plan: PaidPlanName) => {
    const priceId = priceIdOf(data, plan, billing);
    const current = paidPlan === plan;
    const trial = standing.kind === 'trial' && standing.plan === plan ? standing : null;
    // the coupon comes off what this card would buy, never off the plan already paid for
    const price = planPrice(
      monthlyOf(data, plan),
      data.ANNUAL_DISCOUNT_PERCENT,
      billing,
      current ? null : (coupon?.discount ?? null),
    );
    const label = current
      ? 'Current Plan'
      : trial
        ? `Keep ${plan}`
        : paidPlan
          ? `Switch to ${plan}`
          : token
            ? `Upgrade to ${plan}`
            : `Choose ${plan}`;
    return (
      <PlanCard
        key={plan}
        plan={PLAN_CARDS[plan]}
        highlighted={plan === 'Pro'}
        mark={current ? 'Your plan' : trial ? trialLabel(plan, trial.daysLeft) : undefined}
        price={<PriceLine price={price} />}
        priceNote={priceNote(price, billing, coupon?.code ?? null)}
        action={
          <Button
            size="lg"
            variant={plan === 'Pro' ? 'primary' : 'secondary'}
            disabled={current || (pendingPriceId !== null && pendingPriceId !== priceId)}
            loading={pendingPriceId === priceId}
            loadingText="Redirecting..."
            onClick={() => purchase(priceId, coupon?.code ?? null)}
          >
            {label}
          </Button>
        }
      />
    );
  };

  const freeCard = () => {
    const plan = PLAN_CARDS.Free;
    const action =
      standing.kind === 'signed-out' ? (
        <Button asChild size="lg" variant="secondary">
          <Link to={paths.signup}>Get Started Free</Link>
        </Button>
      ) : standing.kind === 'free' ? (
        <Button size="lg" variant="secondary" disabled>
          Current Plan
        </Button>
      ) : standing.kind === 'loading' ? (
        <Skeleton className="h-12 w-full" />
      ) : (
        <Button asChild size="lg" variant="ghost">
          <Link to={paths.settingsPlan}>Manage Plan</Link>
        </Button>
      );
    return (
      <PlanCard
        key="Free"
        plan={plan}
        mark={standing.kind === 'free' ? 'Your plan' : undefined}
        price="$0"
        priceNote="Free for life."
        action={action}
      />
    );
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-16 sm:px-6 sm:py-20">
      <div className="flex flex-col items-center gap-3 text-center">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Find the perfect plan</h1>
        <p className="max-w-2xl text-muted">
          Start free, then choose Pro or Premium when you need more sessions and deeper feedback.
        </p>
      </div>
      {config.isError ? (
        <Alert tone="danger">{pricingMessages.loadFailed}</Alert>
      ) : !config.data ? (
        <PricingSkeleton />
      ) : (
        <>
          <BillingToggle
            value={billing}
            discountPercent={config.data.ANNUAL_DISCOUNT_PERCENT}
            onChange={setBilling}
          />
          <CouponEntry onApplied={setCoupon} />
          {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
          <div className="grid gap-6 md:grid-cols-3">
            {freeCard()}
            {paidCard(config.data, 'Pro')}
            {paidCard(config.data, 'Premium')}
          </div>
        </>
      )}
    </div>
  );
}
