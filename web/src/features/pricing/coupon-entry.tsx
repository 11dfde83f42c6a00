import { type FormEvent, useState } from 'react';
import { validateCoupon } from '../../api/generated/billing/billing';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-error';
import { type AppliedCoupon, discountOf } from './coupon-prices';
import { pricingMessages } from './pricing-messages';

/**
 * The coupon box: the code is upper-cased as it is typed, checked with the server, and kept only
 * once it was accepted, with its discount; changing the text drops an accepted code.
 */
export function CouponEntry({ onApplied }: { onApplied: (coupon: AppliedCoupon | null) => void }) {
  const [code, setCode] = useState('');
  const [verdict, setVerdict] = useState<{ ok: boolean; text: string } | null>(null);
  const [checking, setChecking] = useState(false);

  const change = (value: string) => {
    setCode(value.toUpperCase());
    setVerdict(null);
    onApplied(null);
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const promotionCode = code.trim();
    if (promotionCode === '') {
      setVerdict({ ok: false, text: pricingMessages.emptyCoupon });
      return;
    }
    setChecking(true);
    try {
      const result = await validateCoupon({ promotionCode });
      setVerdict({ ok: result.valid, text: result.valid ? result.message : pricingMessages.invalidCoupon });
      onApplied(result.valid ? { code: promotionCode, discount: discountOf(result) } : null);
    } catch (error) {
      setVerdict({ ok: false, text: errorMessage(error, pricingMessages.invalidCoupon) });
      onApplied(null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <form onSubmit={apply} noValidate className="mx-auto flex w-full max-w-md flex-col gap-2">
      <Field
        label="Have a coupon?"
        error={verdict && !verdict.ok ? verdict.text : undefined}
        hint={verdict?.ok ? undefined : 'Codes are not case-sensitive.'}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              name="coupon"
              autoComplete="off"
              placeholder="COUPON CODE"
              value={code}
              onChange={(event) => change(event.target.value)}
            />
            <Button type="submit" variant="secondary" loading={checking}>
              Apply
            </Button>
          </div>
        )}
      </Field>
      {verdict?.ok && (
        <p role="status" className="text-sm font-medium text-success">
          {verdict.text}
        </p>
      )}
    </form>
  );
}
