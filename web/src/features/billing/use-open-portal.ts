import { useState } from 'react';
import { createPortalSession } from '../../api/generated/billing/billing';
import { browser } from '../../lib/browser';

/**
 * Opens the payment provider's billing portal. Spec: billing-portal failures are only logged; the
 * button stops spinning so it can be tried again.
 */
export function useOpenPortal() {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const { url } = await createPortalSession({ quiet: true });
      browser.assign(url);
    } catch (error) {
      console.error('Could not open the billing portal', error);
      setOpening(false);
    }
  };
  return { open, opening };
}
