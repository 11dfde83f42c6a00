import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

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
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });

    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('AL');
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    await waitFor(() => expect(loggedOut).toBe(true));
  });
});
