import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice, ProfileResponse, SandboxPortal } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { makeProfile } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function signedInWith(profile: ProfileResponse) {
  server.use(http.get('/api/user/profile', () => HttpResponse.json(profile)));
  setToken(makeToken());
}

const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 'SBX-000001',
  date: Date.UTC(2026, 10, 24, 12) / 1000,
  description: 'Interview Coach Pro (annual)',
  amount: 14400,
  pdf: '/api/files/invoices%2Fin_1.pdf?expires=1&signature=abc',
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/settings/billing', () => {
  it('lists invoices in dollars with two decimals, their dates and PDF links', async () => {
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active' }));
    server.use(http.get('/api/user/invoices', () => HttpResponse.json([invoice()])));
    renderApp('/settings/billing');
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(within(list).getByText('$144.00')).toBeInTheDocument();
    expect(within(list).getByText(/November 24, 2026/)).toBeInTheDocument();
    const pdf = within(list).getByRole('link', { name: 'PDF of invoice SBX-000001' });
    expect(pdf).toHaveAttribute('href', invoice().pdf);
    expect(pdf).toHaveAttribute('target', '_blank');
  });

  it('asks again while an invoice PDF is being prepared', async () => {
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active' }));
    let reads = 0;
    server.use(
      http.get('/api/user/invoices', () => {
        reads += 1;
        return HttpResponse.json([invoice(reads < 2 ? { pdf: null } : {})]);
      }),
    );
    renderApp('/settings/billing');
    expect(await screen.findByText('Preparing PDF…')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /PDF of invoice/ }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('opens the billing portal', async () => {
    signedInWith(makeProfile({}, { planName: 'Pro', status: 'active' }));
    server.use(
      http.get('/api/user/invoices', () => HttpResponse.json([invoice()])),
      http.post('/api/stripe/create-portal-session', () =>
        HttpResponse.json({ url: 'https://billing.example/p' }),
      ),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/settings/billing');
    await screen.findByRole('list', { name: 'Invoices' });
    await user.click(screen.getByRole('button', { name: 'Manage Billing' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example/p'));
  });

  it('has no invoices and no portal before the first purchase', async () => {
    signedInWith(makeProfile());
    server.use(http.get('/api/user/invoices', () => HttpResponse.json([])));
    renderApp('/settings/billing');
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeDisabled();
  });
});

describe('/settings/plan', () => {
  it.each([
    [{}, 'Free Plan'],
    [{ planName: 'Pro' as const, status: 'active' }, 'Pro'],
    [{ planName: 'Premium' as const, status: 'active', cancel_at_period_end: true }, 'Cancels Soon'],
    [{ planName: 'Pro' as const, status: 'past_due' }, 'past_due'],
  ])('shows %o as %s', async (subscription, label) => {
    signedInWith(makeProfile({}, subscription));
    renderApp('/settings/plan');
    const details = await screen.findByRole('heading', { name: 'Your plan' });
    expect(within(details.parentElement as HTMLElement).getByText(label)).toBeInTheDocument();
  });

  it('shows when the trial ends and offers the upgrade', async () => {
    signedInWith(
      makeProfile({ trial_ends_at: '2026-12-01T10:00:00Z' }, { planName: 'Pro', status: 'trialing' }),
    );
    renderApp('/settings/plan');
    expect(await screen.findByText('Trial ends')).toBeInTheDocument();
    expect(screen.getByText('December 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  it('changes the plan on /pricing and cancels it in the billing portal', async () => {
    signedInWith(
      makeProfile({}, { planName: 'Pro', status: 'active', current_period_end: '2027-01-15T10:00:00Z' }),
    );
    server.use(
      http.post('/api/stripe/create-portal-session', () =>
        HttpResponse.json({ url: '/billing/sandbox/portal' }),
      ),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderApp('/settings/plan');
    expect(await screen.findByText('January 15, 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/pricing');
    await user.click(screen.getByRole('button', { name: 'Cancel Plan' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/billing/sandbox/portal'));
  });

  it('waits for the plan after a checkout and then says it is active', async () => {
    let reads = 0;
    server.use(
      http.get('/api/user/profile', () => {
        reads += 1;
        return HttpResponse.json(
          reads < 3 ? makeProfile() : makeProfile({}, { planName: 'Pro', status: 'active' }),
        );
      }),
    );
    setToken(makeToken());
    renderApp('/settings/plan?checkout=success');
    expect(await screen.findByText('Payment received. Your plan is being activated…')).toBeInTheDocument();
    expect(
      await screen.findByText('Thank you! You are on the Pro plan now.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

const portal = (overrides: Partial<NonNullable<SandboxPortal['subscription']>> = {}): SandboxPortal => ({
  subscription: {
    id: 'sub_sbx_1',
    plan: 'Pro',
    interval: 'month',
    priceId: 'price_pro_monthly',
    status: 'active',
    current_period_end: '2026-12-24T10:00:00Z',
    cancel_at_period_end: false,
    ...overrides,
  },
  card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
});

describe('the sandbox checkout page', () => {
  const session = {
    id: '0c3c9d34-2b0f-4a53-9c16-a0f1a43f6a10',
    plan: 'Pro',
    interval: 'year',
    priceId: 'price_pro_yearly',
    amount: 18000,
    discount: 3600,
    amountDue: 14400,
    currency: 'usd',
    coupon: { code: 'WELCOME20', percentOff: 20, amountOff: null },
    status: 'open',
    expires_at: '2026-11-25T10:00:00Z',
    created_at: '2026-11-24T10:00:00Z',
  };

  it('shows what is bought, refuses a declined card and goes on to the plan after paying', async () => {
    setToken(makeToken());
    const sent: unknown[] = [];
    server.use(
      http.get(`/api/billing/sandbox/checkout-sessions/${session.id}`, () => HttpResponse.json(session)),
      http.post(`/api/billing/sandbox/checkout-sessions/${session.id}/complete`, async ({ request }) => {
        const body = (await request.json()) as { cardNumber: string };
        sent.push(body);
        return body.cardNumber.startsWith('4000')
          ? HttpResponse.json(
              { error: 'UNPROCESSABLE', message: 'Your card was declined.', requestId: 'r' },
              { status: 422 },
            )
          : HttpResponse.json({ success: true, redirectUrl: '/settings/plan?checkout=success' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp(`/checkout/sandbox/${session.id}`);
    expect(await screen.findByText('Total due today')).toBeInTheDocument();
    expect(screen.getByText('-$36.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    expect(screen.getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $144.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay $144.00' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/plan'));
    expect(sent.at(-1)).toEqual({
      cardholderName: 'Ada Lovelace',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
  });

  it('says when the session is no longer open', async () => {
    setToken(makeToken());
    server.use(
      http.get(`/api/billing/sandbox/checkout-sessions/${session.id}`, () =>
        HttpResponse.json({ ...session, status: 'complete' }),
      ),
    );
    renderApp(`/checkout/sandbox/${session.id}`);
    expect(await screen.findByText('This checkout session is no longer open.')).toBeInTheDocument();
  });
});

describe('the sandbox billing portal', () => {
  it('cancels at the period end after asking, and resumes', async () => {
    setToken(makeToken());
    server.use(
      http.get('/api/billing/sandbox/portal', () => HttpResponse.json(portal())),
      http.post('/api/billing/sandbox/portal/cancel', () =>
        HttpResponse.json(portal({ cancel_at_period_end: true })),
      ),
      http.post('/api/billing/sandbox/portal/resume', () => HttpResponse.json(portal())),
    );
    const user = userEvent.setup();
    renderApp('/billing/sandbox/portal');
    expect(await screen.findByText('visa', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/ending in 4242, expires 12\/34/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Cancels at period end')).toBeInTheDocument();
    expect(screen.getByText(/Ends on December 24, 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
  });

  it('changes the plan to another price', async () => {
    setToken(makeToken());
    const asked: unknown[] = [];
    server.use(
      http.get('/api/billing/sandbox/portal', () => HttpResponse.json(portal())),
      http.put('/api/billing/sandbox/portal/plan', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(
          portal({ plan: 'Premium', interval: 'year', priceId: 'price_premium_yearly' }),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/billing/sandbox/portal');
    const select = await screen.findByLabelText('Change plan');
    expect(within(select).queryByRole('option', { name: 'Pro, monthly' })).toBeNull();
    await user.selectOptions(select, 'Premium, annual');
    await user.click(screen.getByRole('button', { name: 'Change Plan' }));
    expect(await screen.findByText('(annual)')).toBeInTheDocument();
    expect(asked).toEqual([{ priceId: 'price_premium_yearly' }]);
  });
});
