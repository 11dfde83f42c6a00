import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-token';
import { makeProfile, makePublicConfig } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const bannerText = /Please verify your email address/;

function answerProfile(verified: boolean) {
  server.use(
    http.get('/api/user/profile', () =>
      HttpResponse.json(makeProfile({ id: 'user-7', email_verified: verified })),
    ),
  );
}

/** The account menu shows the profile's initials once the profile has loaded (the token has no name). */
async function profileLoaded() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' })).toHaveTextContent('AL'));
}

describe('e-mail verification banner', () => {
  it('shows for an unverified user and can be dismissed for good', async () => {
    answerProfile(false);
    setToken(makeToken());
    const user = userEvent.setup();
    const { unmount } = renderApp('/settings/password');
    expect(await screen.findByText(bannerText)).toHaveTextContent('ada@example.com');

    await user.click(screen.getByRole('button', { name: 'Dismiss email verification notice' }));
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('dismissedBanners') ?? '[]')).toEqual([
      'email-verification:user-7',
    ]);

    unmount();
    renderApp('/settings');
    await screen.findByRole('heading', { name: 'Personal Information' });
    await profileLoaded();
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });

  it('stays hidden once the e-mail is verified', async () => {
    answerProfile(true);
    setToken(makeToken());
    renderApp('/settings/password');
    await screen.findByRole('heading', { name: 'Password' });
    await profileLoaded();
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });

  it('stays hidden when this deployment does not require verification', async () => {
    answerProfile(false);
    server.use(
      http.get('/api/config', () => HttpResponse.json(makePublicConfig({ requireEmailVerification: false }))),
    );
    setToken(makeToken());
    renderApp('/settings/password');
    await screen.findByRole('heading', { name: 'Password' });
    await profileLoaded();
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });

  it("stays hidden until the deployment's settings are read, so it never shows and vanishes again", async () => {
    answerProfile(false);
    let answerConfig = () => {};
    server.use(
      http.get('/api/config', async () => {
        await new Promise<void>((resolve) => {
          answerConfig = resolve;
        });
        return HttpResponse.json(makePublicConfig({ requireEmailVerification: true }));
      }),
    );
    setToken(makeToken());
    renderApp('/settings/password');
    await screen.findByRole('heading', { name: 'Password' });
    await profileLoaded();
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
    answerConfig();
    expect(await screen.findByText(bannerText)).toBeInTheDocument();
  });

  it('stays hidden until the profile has loaded', async () => {
    server.use(
      http.get('/api/user/profile', async () => {
        await delay('infinite');
        return HttpResponse.json(makeProfile({ email_verified: false }));
      }),
    );
    setToken(makeToken());
    renderApp('/settings/password');
    await screen.findByRole('heading', { name: 'Password' });
    expect(screen.queryByText(bannerText)).not.toBeInTheDocument();
  });

  it('resends the link with the spec’s messages', async () => {
    answerProfile(false);
    let calls = 0;
    server.use(
      http.post('/api/auth/resend-verification', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: 'RATE_LIMITED' }, { status: 429 })
          : HttpResponse.json({ message: 'Verification email sent.' });
      }),
    );
    setToken(makeToken());
    const user = userEvent.setup();
    renderApp('/settings/password');
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Failed to send link. Please try again.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('A new verification link has been sent.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('/email-verification-failed', () => {
  it('offers no resend without a signed-in user', async () => {
    renderApp('/email-verification-failed');
    await screen.findByRole('heading', { name: 'Verification Failed' });
    expect(screen.queryByRole('button', { name: 'Resend Verification Email' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user request a new link, preferring the server’s message on failure', async () => {
    let calls = 0;
    server.use(
      http.post('/api/auth/resend-verification', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'RATE_LIMITED', message: 'Please wait a minute before asking again.' },
              { status: 429 },
            )
          : HttpResponse.json({ message: 'sent' });
      }),
    );
    setToken(makeToken());
    const user = userEvent.setup();
    renderApp('/email-verification-failed');
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a minute before asking again.');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification link has been sent.');
  });
});
