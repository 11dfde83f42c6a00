import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { CONSENT_KEY } from '../../lib/consent';
import { stopErrorReporting } from '../../lib/error-reporting';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const banner = () => screen.findByRole('region', { name: 'Cookies' });
const storedConsent = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

afterEach(async () => {
  await stopErrorReporting();
});

describe('cookie banner', () => {
  it('asks on the landing page and stores essential plus analytics after Accept all', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const region = await banner();
    await user.click(within(region).getByRole('button', { name: 'Accept all' }));

    expect(storedConsent()).toEqual({ essential: true, analytics: true, decidedAt: expect.any(String) });
    // it slides away over half a second, then is gone
    expect(region).toHaveAttribute('data-leaving');
    expect(region).toHaveClass('duration-500');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument());
  });

  it('slides away over 0.5 s before it unmounts', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const region = await banner();
    const started = performance.now();
    await user.click(within(region).getByRole('button', { name: 'Reject non-essential' }));
    expect(region).toBeInTheDocument();
    await waitFor(() => expect(region).not.toBeInTheDocument());
    expect(performance.now() - started).toBeGreaterThanOrEqual(490);
  });

  it('leaves without waiting for people who prefer reduced motion', async () => {
    reducedMotion(true);
    const timers = vi.spyOn(window, 'setTimeout');
    const user = userEvent.setup();
    renderApp('/');
    const region = await banner();
    await user.click(within(region).getByRole('button', { name: 'Reject non-essential' }));
    await waitFor(() => expect(region).not.toBeInTheDocument());
    expect(timers.mock.calls.some(([, delay]) => delay === 500)).toBe(false);
  });

  it('stores analytics off after Reject non-essential, and sends no error reports', async () => {
    const reports: unknown[] = [];
    server.use(
      http.post('/api/client-errors', async ({ request }) => {
        reports.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(within(await banner()).getByRole('button', { name: 'Reject non-essential' }));
    expect(storedConsent()).toMatchObject({ essential: true, analytics: false });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument());
    expect(reports).toEqual([]);
  });

  it('lets the person choose analytics in Customise', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const region = await banner();
    await user.click(within(region).getByRole('button', { name: 'Customise' }));
    expect(within(region).getByRole('checkbox', { name: 'Essential (always on)' })).toBeDisabled();
    const analytics = within(region).getByRole('checkbox', { name: 'Analytics (error reports)' });
    expect(analytics).toHaveFocus();
    expect(analytics).not.toBeChecked();
    await user.click(analytics);
    await user.click(within(region).getByRole('button', { name: 'Save choices' }));
    expect(storedConsent()).toMatchObject({ essential: true, analytics: true });
  });

  it('stays hidden once a choice is stored', async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ essential: true, analytics: false, decidedAt: '2025-08-05T10:00:00Z' }),
    );
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Cookies' })).not.toBeInTheDocument();
  });

  it("asks again after 'Cookie settings' in the public footer", async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ essential: true, analytics: false, decidedAt: '2025-08-05T10:00:00Z' }),
    );
    const user = userEvent.setup();
    renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    expect(await banner()).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });

  it("asks again after 'Cookie settings' in the signed-in footer", async () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ essential: true, analytics: true, decidedAt: '2025-08-05T10:00:00Z' }),
    );
    setToken(makeToken());
    const user = userEvent.setup();
    renderApp('/settings/password');
    await screen.findByRole('heading', { name: 'Password' });
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(await banner()).toBeInTheDocument();
  });
});
