import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { makeProfile } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function signedInWith(profile: ProfileResponse = makeProfile()) {
  server.use(http.get('/api/user/profile', () => HttpResponse.json(profile)));
  setToken(makeToken());
}

const card = (name: string) => within(screen.getByRole('region', { name }));
const findCard = async (name: string) => within(await screen.findByRole('region', { name }));

/** Records the bodies of checkout requests and answers each with `answer`. */
function checkoutAnswers(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/stripe/create-checkout-session', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

/** The server's answer to every coupon check: WELCOME20 is 20% off, SAVE5 $5 off, others refused. */
function coupons() {
  server.use(
    http.post('/api/stripe/validate-coupon', async ({ request }) => {
      const { promotionCode } = (await request.json()) as { promotionCode: string };
      if (promotionCode === 'WELCOME20') {
        return HttpResponse.json({ valid: true, message: '20% off applied!', percentOff: 20 });
      }
      if (promotionCode === 'SAVE5') {
        return HttpResponse.json({ valid: true, message: '$5.00 off applied!', amountOff: 500 });
      }
      return HttpResponse.json({ valid: false, message: 'Invalid or expired coupon.' });
    }),
  );
}

async function applyCoupon(user: ReturnType<typeof userEvent.setup>, code: string, message: string) {
  const input = await screen.findByLabelText('Have a coupon?');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText(message);
}

/** A card's price as a screen reader hears it, e.g. 'Was $19 now $15.20/month'. */
const spokenPrice = (name: string) =>
  card(name)
    .getByText(/\/month/)
    .closest('p')
    ?.textContent?.replace(/\s+/g, ' ');

const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/pricing', () => {
  it('shows the three plans with monthly prices, Free at $0 for life with its limits', async () => {
    renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Find the perfect plan' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Free' })).toBeInTheDocument();
    expect(card('Free').getByText('$0')).toBeInTheDocument();
    expect(card('Free').getByText('Free for life.')).toBeInTheDocument();
    expect(card('Free').getByText('1 resume upload')).toBeInTheDocument();
    expect(card('Free').getByText('3 interview sessions')).toBeInTheDocument();
    expect(card('Pro').getByText('Professional')).toBeInTheDocument();
    expect(card('Pro').getByText('$19')).toBeInTheDocument();
    expect(card('Premium').getByText('$39')).toBeInTheDocument();
  });

  it('switches to annual prices: round(monthly x 12 x 0.8 / 12) a month and the yearly savings', async () => {
    const user = userEvent.setup();
    renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Annual' }));
    expect(screen.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Pro').getByText('$15')).toBeInTheDocument();
    expect(card('Pro').getByText('Billed $180 a year. Save $48 a year.')).toBeInTheDocument();
    expect(card('Premium').getByText('$31')).toBeInTheDocument();
    expect(card('Premium').getByText('Billed $372 a year. Save $96 a year.')).toBeInTheDocument();
  });

  it('says so when the prices cannot be loaded', async () => {
    server.use(
      http.get('/api/pricing-config', () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: 'Gone.', requestId: 'r' }, { status: 404 }),
      ),
    );
    renderApp('/pricing');
    expect(
      await screen.findByText('Could not load pricing information. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('checks the coupon: empty, upper-cased as typed, refused, accepted', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('/api/stripe/validate-coupon', async ({ request }) => {
        const body = (await request.json()) as { promotionCode: string };
        asked.push(body);
        return HttpResponse.json(
          body.promotionCode === 'WELCOME20'
            ? { valid: true, message: '20% off applied!', percentOff: 20 }
            : { valid: false, message: 'Invalid or expired coupon.' },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/pricing');
    const apply = await screen.findByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(screen.getByText('Please enter a coupon code.')).toBeInTheDocument();
    expect(asked).toEqual([]);

    const input = screen.getByLabelText('Have a coupon?');
    await user.type(input, 'nope');
    expect(input).toHaveValue('NOPE');
    await user.click(apply);
    expect(await screen.findByText('Invalid or expired coupon.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'welcome20');
    await user.click(apply);
    expect(await screen.findByText('20% off applied!')).toBeInTheDocument();
    expect(asked).toEqual([{ promotionCode: 'NOPE' }, { promotionCode: 'WELCOME20' }]);
  });

  it('keeps a signed-out buyer’s price and accepted coupon in session storage and sends them to /login', async () => {
    server.use(
      http.post('/api/stripe/validate-coupon', () =>
        HttpResponse.json({ valid: true, message: '20% off applied!', percentOff: 20 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Annual' }));
    await user.type(screen.getByLabelText('Have a coupon?'), 'welcome20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('20% off applied!');
    await user.click(card('Pro').getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('pendingPriceId')).toBe('price_pro_yearly');
    expect(sessionStorage.getItem('pendingCoupon')).toBe('WELCOME20');
  });

  it('sends a coupon only once it was accepted, and follows the checkout URL', async () => {
    signedInWith();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const bodies = checkoutAnswers(() => HttpResponse.json({ url: '/checkout/sandbox/abc' }));
    const user = userEvent.setup();
    renderApp('/pricing');
    await findCard('Premium');
    // typed but never checked: not sent
    await user.type(await screen.findByLabelText('Have a coupon?'), 'welcome20');
    await user.click(card('Premium').getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/abc'));
    expect(bodies).toEqual([{ priceId: 'price_premium_monthly' }]);
  });

  it('says the plan was updated, refreshes the profile and reloads after two seconds', async () => {
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active' }));
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    let profileReads = 0;
    server.use(
      http.get('/api/user/profile', () => {
        profileReads += 1;
        return HttpResponse.json(makeProfile({}, { planName: 'Pro', status: 'active' }));
      }),
    );
    checkoutAnswers(() => HttpResponse.json({ success: true }));
    const user = userEvent.setup();
    renderApp('/pricing');
    expect(await (await findCard('Pro')).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const before = profileReads;
    await user.click(card('Premium').getByRole('button', { name: 'Switch to Premium' }));
    expect(await screen.findByText(/Your plan has been updated!/)).toBeInTheDocument();
    await waitFor(() => expect(profileReads).toBeGreaterThan(before));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3500 });
  });

  it('treats a plan that cancels soon as Free', async () => {
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active', cancel_at_period_end: true }));
    renderApp('/pricing');
    expect(await (await findCard('Pro')).findByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(card('Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('names what went wrong with a checkout', async () => {
    signedInWith();
    const answers = [
      () => HttpResponse.json({}),
      () => HttpResponse.error(),
      () =>
        HttpResponse.json(
          { error: 'VALIDATION_FAILED', message: 'Invalid or expired coupon.', requestId: 'r' },
          { status: 400 },
        ),
    ];
    let next = 0;
    checkoutAnswers(() => (answers[next++] ?? answers[0])?.() ?? HttpResponse.json({}));
    const user = userEvent.setup();
    renderApp('/pricing');
    const upgrade = await (await findCard('Pro')).findByRole('button', { name: 'Upgrade to Pro' });
    await user.click(upgrade);
    expect(
      await screen.findByText('An unexpected response was received from the server.'),
    ).toBeInTheDocument();
    await user.click(upgrade);
    expect(await screen.findByText('Could not retrieve payment URL.')).toBeInTheDocument();
    await user.click(upgrade);
    expect(await screen.findByText('Invalid or expired coupon.')).toBeInTheDocument();
  });

  it('says a change of plan failed for a person who has one', async () => {
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active' }));
    checkoutAnswers(() => HttpResponse.error());
    const user = userEvent.setup();
    renderApp('/pricing');
    await user.click(await (await findCard('Premium')).findByRole('button', { name: 'Switch to Premium' }));
    expect(await screen.findByText('Failed to update your plan. Please try again.')).toBeInTheDocument();
  });

  it('marks a trial on its plan’s card with the days left, not Free as the current plan', async () => {
    // four and a half days from now: a part of a day counts as a day left
    const trialEnds = new Date(Date.now() + 4.5 * DAY_MS).toISOString();
    signedInWith(
      makeProfile(
        { trial_ends_at: trialEnds },
        { planName: 'Pro', status: 'trialing', current_period_end: trialEnds },
      ),
    );
    renderApp('/pricing');
    const pro = await findCard('Pro');
    expect(await pro.findByText('Pro trial, 5 days left')).toBeInTheDocument();
    expect(pro.getByRole('button', { name: 'Keep Pro' })).toBeEnabled();
    expect(card('Free').queryByText('Your plan')).not.toBeInTheDocument();
    expect(card('Free').queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
    expect(card('Free').getByRole('link', { name: 'Manage Plan' })).toHaveAttribute('href', '/settings/plan');
    expect(card('Premium').getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
  });

  it('counts the trial from the account’s trial end when the subscription has no period end', async () => {
    const trialEnds = new Date(Date.now() + 0.5 * DAY_MS).toISOString();
    signedInWith(
      makeProfile(
        { trial_ends_at: trialEnds },
        { planName: 'Pro', status: 'trialing', current_period_end: null },
      ),
    );
    renderApp('/pricing');
    expect(await (await findCard('Pro')).findByText('Pro trial, 1 day left')).toBeInTheDocument();
  });

  it('marks a paid Pro plan as the current one', async () => {
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active' }));
    renderApp('/pricing');
    const pro = await findCard('Pro');
    expect(await pro.findByText('Your plan')).toBeInTheDocument();
    expect(pro.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card('Free').queryByText('Your plan')).not.toBeInTheDocument();
    expect(card('Free').getByRole('link', { name: 'Manage Plan' })).toBeInTheDocument();
    expect(card('Premium').getByRole('button', { name: 'Switch to Premium' })).toBeEnabled();
  });

  it('marks Free as the current plan of a person on it', async () => {
    signedInWith(makeProfile());
    renderApp('/pricing');
    const free = await findCard('Free');
    expect(await free.findByText('Your plan')).toBeInTheDocument();
    expect(free.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(card('Pro').queryByText('Your plan')).not.toBeInTheDocument();
    expect(card('Pro').getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
  });

  it('marks no plan for a signed-out visitor', async () => {
    renderApp('/pricing');
    await findCard('Premium');
    expect(screen.queryByText('Your plan')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Current Plan' })).not.toBeInTheDocument();
    expect(card('Free').getByRole('link', { name: 'Get Started Free' })).toBeInTheDocument();
  });

  it('shows the prices a percentage coupon makes, monthly and annual, and checks out with it', async () => {
    coupons();
    signedInWith();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const bodies = checkoutAnswers(() => HttpResponse.json({ url: '/checkout/sandbox/abc' }));
    const user = userEvent.setup();
    renderApp('/pricing');
    await findCard('Pro');
    await applyCoupon(user, 'welcome20', '20% off applied!');

    expect(spokenPrice('Pro')).toBe('Was $19 now $15.20/month');
    expect(card('Pro').getByText('$19').closest('del')).not.toBeNull();
    expect(card('Pro').getByText('$15.20')).toBeInTheDocument();
    expect(
      card('Pro').getByText('First month $15.20 with WELCOME20, then billed monthly. Cancel anytime.'),
    ).toBeInTheDocument();
    expect(card('Premium').getByText('$31.20')).toBeInTheDocument();
    expect(card('Free').getByText('$0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(card('Pro').getByText('$15').closest('del')).not.toBeNull();
    expect(card('Pro').getByText('$12')).toBeInTheDocument();
    expect(
      card('Pro').getByText('Billed $144 for the first year with WELCOME20 (usually $180).'),
    ).toBeInTheDocument();
    expect(card('Premium').getByText('$24.80')).toBeInTheDocument();

    await user.click(card('Pro').getByRole('button', { name: 'Upgrade to Pro' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/abc'));
    expect(bodies).toEqual([{ priceId: 'price_pro_yearly', promotionCode: 'WELCOME20' }]);
  });

  it('shows the prices an amount coupon makes, and the regular prices again once the code is changed', async () => {
    coupons();
    const user = userEvent.setup();
    renderApp('/pricing');
    await findCard('Pro');
    await applyCoupon(user, 'save5', '$5.00 off applied!');
    expect(card('Pro').getByText('$14')).toBeInTheDocument();
    expect(card('Premium').getByText('$39').closest('del')).not.toBeNull();
    expect(card('Premium').getByText('$34')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annual' }));
    expect(card('Pro').getByText('$14.58')).toBeInTheDocument();
    expect(
      card('Pro').getByText('Billed $175 for the first year with SAVE5 (usually $180).'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('Have a coupon?'), 'X');
    expect(card('Pro').queryByText('$14.58')).not.toBeInTheDocument();
    expect(spokenPrice('Pro')).toBe('$15/month');
    expect(card('Pro').getByText('Billed $180 a year. Save $48 a year.')).toBeInTheDocument();
  });

  it('keeps the price of the plan already paid for, and discounts the others', async () => {
    coupons();
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active' }));
    const user = userEvent.setup();
    renderApp('/pricing');
    await (await findCard('Pro')).findByText('Your plan');
    await applyCoupon(user, 'welcome20', '20% off applied!');
    expect(spokenPrice('Pro')).toBe('$19/month');
    expect(card('Premium').getByText('$31.20')).toBeInTheDocument();
  });
});
