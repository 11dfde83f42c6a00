import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getListDocumentsMockHandler } from '../../api/generated/documents/documents.msw';
import { getToken, setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { eventStream, sse } from './notification-test-server';

const SUSPENDED = 'Your account has been suspended. Please contact support.';
const SIGNED_OUT = 'You were signed out. Please sign in again.';

/**
 * An open tab whose access ends elsewhere (a suspension, a sign-out, a password change): the bell's
 * stream gets the server's `signed_out` event, the page tries one refresh, and without a session
 * it signs out at once, saying why on the login page.
 */
describe('a tab whose session ends while it is open', () => {
  /** The signed-in shell on /documents, its bell's stream ending with `signed_out`. */
  function openTab(reason: 'suspended' | 'signed_out', refresh: () => Response) {
    setToken(makeToken({ role: 'user' }));
    let streams = 0;
    let refreshes = 0;
    server.use(
      getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }),
      http.post('/api/auth/refresh_token', () => {
        refreshes += 1;
        return refresh();
      }),
      http.get('/api/user/notifications/stream', () => {
        streams += 1;
        const first = streams === 1;
        return eventStream((controller) => {
          const text = first
            ? `: notifications\nretry: 1000\n\n${sse('unread', { unreadCount: 0 }, 0)}${sse('signed_out', {
                reason,
                message: reason === 'suspended' ? SUSPENDED : SIGNED_OUT,
              })}`
            : `: notifications\nretry: 1000\n\n${sse('unread', { unreadCount: 0 }, 0)}`;
          controller.enqueue(new TextEncoder().encode(text));
          if (first) controller.close();
        });
      }),
    );
    const view = renderApp('/documents');
    return { ...view, streams: () => streams, refreshes: () => refreshes };
  }
  const refused = () =>
    HttpResponse.json(
      {
        error: 'UNAUTHENTICATED',
        message: 'Your session has expired. Please sign in again.',
        requestId: 'r1',
      },
      { status: 401 },
    );

  it('signs a suspended person out at once and tells them why on the login page', async () => {
    const tab = openTab('suspended', refused);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(tab.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(SUSPENDED);
    expect(screen.queryByRole('heading', { name: 'My Documents' })).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(tab.refreshes()).toBe(1);
  });

  it('signs out with "You were signed out" when the session was ended elsewhere', async () => {
    const tab = openTab('signed_out', refused);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(tab.router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('alert')).toHaveTextContent(SIGNED_OUT);
  });

  it('stays signed in when the refresh still works (the password was changed in this browser)', async () => {
    const fresh = makeToken({ role: 'user', sub: 'user-1', iat: 2 });
    const tab = openTab('signed_out', () => HttpResponse.json({ token: fresh }));
    await waitFor(() => expect(tab.streams()).toBe(2));
    expect(getToken()).toBe(fresh);
    expect(tab.router.state.location.pathname).toBe('/documents');
    expect(await screen.findByRole('heading', { name: 'My Documents' })).toBeInTheDocument();
  });

  it('shows the suspension when an ordinary request is refused for it after the refresh failed', async () => {
    setToken(makeToken({ role: 'user' }));
    server.use(
      http.get('/api/user/documents', () =>
        HttpResponse.json(
          {
            error: 'UNAUTHENTICATED',
            message: SUSPENDED,
            requestId: 'r2',
            details: [{ path: [], message: SUSPENDED, code: 'account_suspended' }],
          },
          { status: 401 },
        ),
      ),
      http.post('/api/auth/refresh_token', refused),
    );
    renderApp('/documents');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(SUSPENDED);
  });
});
