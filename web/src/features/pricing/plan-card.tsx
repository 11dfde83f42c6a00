import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import type { PlanCard as PlanCardData } from './plan-catalog';

/** One plan: its name and tagline, the price line, what it includes and its action. */
export function PlanCard({
  plan,
  price,
  priceNote,
  highlighted,
  mark,
  action,
}: {
  plan: PlanCardData;
  price: ReactNode;
  priceNote: ReactNode;
  highlighted?: boolean;
  /** The person's own plan or trial, e.g. 'Your plan' or 'Pro trial, 5 days left'. */
  mark?: string;
  action: ReactNode;
}) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={clsx('flex flex-col gap-6 p-6', highlighted && 'border-primary ring-1 ring-primary')}
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold">
            {plan.name}
          </h2>
          {mark ? (
            <Badge tone="success">{mark}</Badge>
          ) : (
            highlighted && <Badge tone="primary">Most popular</Badge>
          )}
        </div>
        <p className="text-sm text-muted">{plan.tagline}</p>
      </div>
      <div className="flex flex-col gap-1">
        <p className="text-4xl font-bold tracking-tight">{price}</p>
        <p className="min-h-10 text-sm text-muted">{priceNote}</p>
      </div>
      <ul className="flex flex-1 flex-col gap-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
