import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken } from '../../lib/auth-token';
import { makeProfile } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';

describe('/auth/callback', () => {
  it('returns to /login when Google reports an error (e.g. the user cancelled)', async () => {
    const { router } = renderApp('/auth/callback?error=access_denied&state=s1');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Google authorization was cancelled or failed. Please try again.',
    );
  });

  it('returns to /login when the code is missing', async () => {
    const { router } = renderApp('/auth/callback?state=s1');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('Google authorization failed. Please try again.');
  });

  it('exchanges code and state once, then continues as after a sign-in', async () => {
    const token = makeToken({ role: 'admin' });
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/google/callback', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ token });
      }),
      http.get('/api/user/profile', () =>
        HttpResponse.json(makeProfile({ role: 'admin', auth_provider: 'google' })),
      ),
    );
    const { router } = renderApp('/auth/callback?code=c-123&state=s-456', stubPages('/admin/dashboard'));
    await screen.findByRole('heading', { name: 'Stub page /admin/dashboard' });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(getToken()).toBe(token);
    expect(bodies).toEqual([{ code: 'c-123', state: 's-456' }]);
  });

  it('shows the exchange failure on /login: the server message, else the default', async () => {
    server.use(
      http.post('/api/auth/google/callback', () =>
        HttpResponse.json({ error: 'VALIDATION_FAILED', requestId: 'r' }, { status: 400 }),
      ),
    );
    const { router } = renderApp('/auth/callback?code=c-123&state=s-456');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred during login.');
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('prefers the server’s message when the exchange is refused', async () => {
    server.use(
      http.post('/api/auth/google/callback', () =>
        HttpResponse.json(
          { error: 'FORBIDDEN', message: 'Your account has been suspended. Please contact support.' },
          { status: 403 },
        ),
      ),
    );
    renderApp('/auth/callback?code=c-123&state=s-456');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account has been suspended. Please contact support.',
    );
  });
});
