import { auth } from './documents.ts';
import type { TestApp } from './test-app.ts';

export const GOOD_CARD = {
  cardholderName: 'Ada Lovelace',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
};
export const DECLINED_CARD = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

export function post(token: string | null, body?: unknown, method = 'POST'): RequestInit {
  return {
    method,
    headers: {
      ...(token ? auth(token) : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export interface Profile {
  user: { trial_ends_at: string | null };
  subscription: {
    planName: string;
    status: string | null;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
  };
}

export async function profileOf(t: TestApp, token: string): Promise<Profile> {
  const res = await t.json<Profile>('/api/user/profile', { headers: auth(token) });
  if (res.status !== 200) throw new Error(`profile: ${res.status}`);
  return res.body;
}

/** Starts a sandbox checkout for the price and answers the session id from the returned page. */
export async function sandboxCheckout(t: TestApp, token: string, priceId: string, promotionCode?: string) {
  const res = await t.json<{ url?: string }>(
    '/api/stripe/create-checkout-session',
    post(token, { priceId, ...(promotionCode ? { promotionCode } : {}) }),
  );
  if (res.status !== 200 || !res.body.url)
    throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.url.split('/').pop() ?? '';
}

/** Buys a plan through the sandbox checkout with the good test card and waits for the plan. */
export async function buyInSandbox(t: TestApp, token: string, priceId: string, promotionCode?: string) {
  const session = await sandboxCheckout(t, token, priceId, promotionCode);
  const paid = await t.json(
    `/api/billing/sandbox/checkout-sessions/${session}/complete`,
    post(token, GOOD_CARD),
  );
  if (paid.status !== 200) throw new Error(`payment: ${paid.status} ${JSON.stringify(paid.body)}`);
  await t.application.jobs.settled();
  return session;
}
