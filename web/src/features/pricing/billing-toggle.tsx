import { clsx } from 'clsx';
import type { Billing } from '../../lib/plan-prices';

/** Monthly or annual prices; the annual button says what it saves. */
export function BillingToggle({
  value,
  discountPercent,
  onChange,
}: {
  value: Billing;
  discountPercent: number;
  onChange: (value: Billing) => void;
}) {
  const option = (billing: Billing, label: string) => (
    <button
      type="button"
      aria-pressed={value === billing}
      onClick={() => onChange(billing)}
      className={clsx(
        'focus-ring rounded-pill px-4 py-1.5 text-sm font-medium transition-colors',
        value === billing
          ? 'bg-primary text-primary-foreground shadow-soft'
          : 'text-muted hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-pill border border-border bg-surface p-1">
        <legend className="sr-only">Billing period</legend>
        {option('monthly', 'Monthly')}
        {option('annual', 'Annual')}
      </fieldset>
      {discountPercent > 0 && (
        <span className="text-sm font-medium text-success">Save {discountPercent}% with annual billing</span>
      )}
    </div>
  );
}
