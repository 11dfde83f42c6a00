import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getQueryClient } from '../../app/query-client';
import { getToken, setToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { makeProfile, makePublicConfig } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';

const homes = stubPages('/dashboard', '/admin/dashboard');

type LoginBody = { email: string; password: string; rememberMe?: boolean };

function answerLogin(token: string, seen: LoginBody[] = []) {
  server.use(
    http.post('/api/auth/login', async ({ request }) => {
      seen.push((await request.json()) as LoginBody);
      return HttpResponse.json({ token });
    }),
  );
  return seen;
}

async function signIn(email = 'ada@example.com', password = 'Secret123!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('/login', () => {
  it('shows every element of the Welcome Back screen', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('sends a regular user to /dashboard with the token stored and Remember me sent', async () => {
    const token = makeToken({ role: 'user' });
    const seen = answerLogin(token);
    const { router } = renderApp('/login', homes);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await screen.findByRole('heading', { name: 'Stub page /dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe(token);
    expect(seen).toEqual([{ email: 'ada@example.com', password: 'Secret123!', rememberMe: true }]);
  });

  it.each(['admin', 'support'] as const)('sends the %s role to /admin/dashboard', async (role) => {
    answerLogin(makeToken({ role }));
    server.use(http.get('/api/user/profile', () => HttpResponse.json(makeProfile({ role }))));
    const { router } = renderApp('/login', homes);
    await signIn();
    await screen.findByRole('heading', { name: 'Stub page /admin/dashboard' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it("reads 'Signing In...' while busy", async () => {
    server.use(
      http.post('/api/auth/login', async () => {
        await delay('infinite');
        return HttpResponse.json({ token: 'never' });
      }),
    );
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('button', { name: /Signing In\.\.\./ })).toBeDisabled();
  });

  it('shows the default failure text and removes the token when the server gives no message', async () => {
    setToken(makeToken());
    server.use(http.post('/api/auth/login', () => HttpResponse.json({}, { status: 401 })));
    const { router } = renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to log in. Please check your credentials.',
    );
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('prefers the server’s message, e.g. for a suspended account', async () => {
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json(
          {
            error: 'FORBIDDEN',
            message: 'Your account has been suspended. Please contact support.',
            requestId: 'r1',
          },
          { status: 403 },
        ),
      ),
    );
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been suspended. Please contact support.',
    );
  });

  it('removes the token when the profile cannot be loaded after sign-in', async () => {
    answerLogin(makeToken());
    server.use(
      http.get('/api/user/profile', () => HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 })),
    );
    const { router } = renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not retrieve user profile after login.',
    );
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('starts the checkout chosen before sign-in and clears the pending price id and coupon', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem('pendingPriceId', 'price_pro_monthly');
    sessionStorage.setItem('pendingCoupon', 'SAVE10');
    const checkoutBodies: unknown[] = [];
    answerLogin(makeToken());
    server.use(
      http.post('/api/stripe/create-checkout-session', async ({ request }) => {
        checkoutBodies.push(await request.json());
        return HttpResponse.json({ url: 'https://checkout.example/session/1' });
      }),
    );
    const { router } = renderApp('/login');
    await signIn();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/session/1'));
    expect(checkoutBodies).toEqual([{ priceId: 'price_pro_monthly', promotionCode: 'SAVE10' }]);
    expect(sessionStorage.getItem('pendingPriceId')).toBeNull();
    expect(sessionStorage.getItem('pendingCoupon')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows 'Could not retrieve payment URL.' when the checkout answers without a url", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem('pendingPriceId', 'price_pro_monthly');
    answerLogin(makeToken());
    server.use(http.post('/api/stripe/create-checkout-session', () => HttpResponse.json({})));
    renderApp('/login');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not retrieve payment URL.');
    expect(assign).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('shows a success notice carried in navigation state', async () => {
    renderApp({ pathname: '/login', state: { notice: 'Your password has been reset.' } });
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.');
  });

  it('hides Google sign-in when the server does not have it configured', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await waitFor(() => expect(getQueryClient().getQueryState(['/api/config'])?.status).toBe('success'));
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
  });

  it('offers Google sign-in when the server has it configured', async () => {
    server.use(
      http.get('/api/config', () => HttpResponse.json(makePublicConfig({ googleSignInEnabled: true }))),
    );
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
  });

  it('explains a Google start the server sent back with an error', async () => {
    renderApp('/login?error=google_unavailable');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google authorization was cancelled or failed. Please try again.',
    );
  });
});
