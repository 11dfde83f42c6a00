import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getListApplicationsMockHandler,
  getListDocumentsMockHandler,
} from '../../api/generated/documents/documents.msw';
import {
  getGetDashboardStatsMockHandler,
  getListSessionHistoryMockHandler,
} from '../../api/generated/interviewing/interviewing.msw';
import { getToken, setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function Broken(): never {
  throw new Error('render failure');
}

/** /dashboard's own reads, answered empty (the dashboard itself is tested in features/dashboard). */
function serveDashboard() {
  server.use(
    getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }),
    getListApplicationsMockHandler([]),
    getGetDashboardStatsMockHandler({ totalSessions: 0, averageScore: '0.0' }),
    getListSessionHistoryMockHandler({ sessions: [], currentPage: 1, totalPages: 0, totalSessions: 0 }),
  );
}

const expiredClaims = { exp: Math.floor(Date.now() / 1000) - 60 };

describe('route guards', () => {
  it('sends visitors without a token from a protected route to /login', async () => {
    const { router } = renderApp('/history');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends visitors without a token from /admin to /login', async () => {
    const { router } = renderApp('/admin/users');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user into the shell', async () => {
    setToken(makeToken({ role: 'user' }));
    server.use(getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }));
    const { router } = renderApp('/documents');
    expect(await screen.findByRole('heading', { name: 'My Documents' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('sends a regular user away from /admin to /dashboard', async () => {
    setToken(makeToken({ role: 'user' }));
    serveDashboard();
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a token without a role away from /admin to /dashboard', async () => {
    setToken(makeToken({ role: undefined }));
    serveDashboard();
    const { router } = renderApp('/admin/users');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an admin reach /admin/dashboard through the /admin index', async () => {
    setToken(makeToken({ role: 'admin' }));
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it('lets support staff into the admin area', async () => {
    setToken(makeToken({ role: 'support' }));
    renderApp('/admin/support-tickets');
    expect(await screen.findByRole('heading', { name: 'Support Tickets' })).toBeInTheDocument();
  });

  it('shows staff the Admin link in the shell header', async () => {
    setToken(makeToken({ role: 'support' }));
    serveDashboard();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    expect(screen.getAllByRole('link', { name: 'Admin' })[0]).toHaveAttribute('href', '/admin');
  });

  it('removes an unreadable token and goes to /login', async () => {
    setToken('not-a-jwt');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('removes an expired token and goes to /login when the session cannot be refreshed', async () => {
    setToken(makeToken(expiredClaims));
    server.use(
      http.post('/api/auth/refresh_token', () =>
        HttpResponse.json({ error: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('restores an expired session through the refresh cookie', async () => {
    const fresh = makeToken({ role: 'user' });
    setToken(makeToken(expiredClaims));
    server.use(http.post('/api/auth/refresh_token', () => HttpResponse.json({ token: fresh })));
    serveDashboard();
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe(fresh);
  });

  it("redirects '/' to /dashboard when a token is stored", async () => {
    setToken(makeToken());
    serveDashboard();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("shows the landing page at '/' without a token", async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Own Your Interview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows Page Not Found with a way back to /dashboard for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('error handling routes', () => {
  it('shows the error page with a generated id when a page throws', async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      renderApp('/broken', [{ path: '/broken', Component: Broken }]);
      expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
      expect(screen.getByText(/Error ID:/)).toHaveTextContent(/Error ID: ERR-[0-9A-F]{8}/);
      expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    } finally {
      console.error = consoleError;
    }
  });

  it('shows the Error ID passed to /error in the query', async () => {
    renderApp('/error?errorId=ERR-1234ABCD');
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByText(/Error ID:/)).toHaveTextContent('Error ID: ERR-1234ABCD');
  });

  it('shows the e-mail verification results', async () => {
    renderApp('/email-verification-failed');
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The verification link is invalid or has expired. Please request a new link from the dashboard.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('legal pages', () => {
  it.each(['/privacy', '/terms'])('%s says it was last updated August 5, 2025', async (path) => {
    renderApp(path);
    await waitFor(() => expect(screen.getByText('Last updated August 5, 2025')).toBeInTheDocument());
  });
});
