import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getQueryClient } from '../app/query-client';
import { getProfileQueryKey } from './profile';
import { makeToken } from '../test/make-token';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { getToken, setToken } from './auth-token';

describe('the shared profile fetch', () => {
  it('removes the stored token when the server refuses the profile, which ends at /login', async () => {
    server.use(
      http.get('/api/user/profile', () =>
        HttpResponse.json({ error: 'NOT_FOUND', message: 'No such user.' }, { status: 404 }),
      ),
    );
    setToken(makeToken());
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('keeps the session when the profile request only failed on the network', async () => {
    server.use(http.get('/api/user/profile', () => HttpResponse.error()));
    const token = makeToken();
    setToken(token);
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { name: 'Personal Information' });
    // Network failures are retried twice (about 3 s) before the query settles as failed.
    await waitFor(() => expect(getQueryClient().getQueryState(getProfileQueryKey())?.status).toBe('error'), {
      timeout: 6000,
    });
    await act(async () => undefined);
    expect(getToken()).toBe(token);
    expect(router.state.location.pathname).toBe('/settings');
  }, 10_000);
});
