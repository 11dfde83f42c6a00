import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { createCheckoutSession } from '../../api/generated/billing/billing';
import { errorMessage } from '../../lib/api-error';
import { getToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { paths } from '../../lib/paths';
import { storePendingCheckout } from '../../lib/pending-checkout';
import { getProfileQueryKey } from '../../lib/profile';
import { pricingMessages, RELOAD_DELAY_MS } from './pricing-messages';

export type PurchaseNotice = { tone: 'success' | 'danger'; text: string } | null;

/**
 * Buying a plan (spec: pricing and checkout). Signed out: the price and an accepted coupon wait in
 * session storage and the person signs in first. Signed in: a checkout URL is followed; a plan
 * changed in place says so, refreshes the profile and reloads the page two seconds later.
 */
export function usePurchase(hasPaidPlan: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingPriceId, setPendingPriceId] = useState<string | null>(null);
  const [notice, setNotice] = useState<PurchaseNotice>(null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (reloadTimer.current) clearTimeout(reloadTimer.current);
    },
    [],
  );

  const purchase = async (priceId: string, coupon: string | null) => {
    setNotice(null);
    const promotionCode = coupon ?? undefined;
    if (!getToken()) {
      storePendingCheckout({ priceId, promotionCode });
      await navigate(paths.login);
      return;
    }
    setPendingPriceId(priceId);
    try {
      const result = await createCheckoutSession({ priceId, ...(promotionCode ? { promotionCode } : {}) });
      if (result.url) {
        browser.assign(result.url);
        return;
      }
      if (result.success) {
        setNotice({ tone: 'success', text: pricingMessages.planUpdated });
        await queryClient.invalidateQueries({ queryKey: getProfileQueryKey() });
        reloadTimer.current = setTimeout(() => browser.reload(), RELOAD_DELAY_MS);
      } else {
        setNotice({ tone: 'danger', text: pricingMessages.unexpectedResponse });
      }
      setPendingPriceId(null);
    } catch (error) {
      const fallback = hasPaidPlan ? pricingMessages.updateFailed : pricingMessages.paymentUrlFailed;
      setNotice({ tone: 'danger', text: errorMessage(error, fallback) });
      setPendingPriceId(null);
    }
  };

  return { purchase, pendingPriceId, notice };
}
