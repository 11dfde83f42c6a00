import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  getListApplicationsMockHandler,
  getListDocumentsMockHandler,
} from '../../api/generated/documents/documents.msw';
import { getGetProfileMockHandler } from '../../api/generated/identity/identity.msw';
import {
  getGetDashboardStatsMockHandler,
  getListSessionHistoryMockHandler,
} from '../../api/generated/interviewing/interviewing.msw';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../lib/auth-token';
import { uiStore } from '../../lib/ui-store';
import { makeProfile } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

/**
 * /dashboard's own reads, answered empty (the dashboard itself is tested in features/dashboard), for
 * someone who has taken the initial tour, so its welcome dialog stays away.
 */
function serveDashboard() {
  server.use(
    getGetProfileMockHandler(makeProfile({ completedTours: ['initial_onboarding_tour'] })),
    getListDocumentsMockHandler({ resumes: [], jobDescriptions: [] }),
    getListApplicationsMockHandler([]),
    getGetDashboardStatsMockHandler({ totalSessions: 0, averageScore: '0.0' }),
    getListSessionHistoryMockHandler({ sessions: [], currentPage: 1, totalPages: 0, totalSessions: 0 }),
  );
}

describe('UserMenu', () => {
  it('shows initials and signs out: token removed, server told, back to /login', async () => {
    let loggedOut = false;
    server.use(
      http.post('/api/auth/logout', () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    setToken(makeToken({ name: 'Ada Lovelace' }));
    serveDashboard();
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back/ });

    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('AL');
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    await waitFor(() => expect(loggedOut).toBe(true));
  });

  it('takes the initials from the loaded profile and links to settings, pricing and support', async () => {
    server.use(http.get('/api/user/profile', () => HttpResponse.json(makeProfile({ name: 'Grace Hopper' }))));
    setToken(makeToken());
    const user = userEvent.setup();
    renderApp('/settings');
    const trigger = await screen.findByRole('button', { name: 'Account menu' });
    await waitFor(() => expect(trigger).toHaveTextContent('GH'));
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile & Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
    expect(within(menu).getByRole('menuitem', { name: 'Help & Support' })).toHaveAttribute(
      'href',
      '/settings/support',
    );
  });

  it('ignores a failing logout call: still signed out, no error shown', async () => {
    server.use(
      http.post('/api/auth/logout', () => HttpResponse.json({ error: 'INTERNAL' }, { status: 500 })),
    );
    setToken(makeToken());
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    expect(uiStore.getState().errorModal.open).toBe(false);
  });
});
