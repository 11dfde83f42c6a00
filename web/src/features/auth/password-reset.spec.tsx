import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const sent = { message: 'If an account exists for that email, a reset link has been sent.' };

describe('/forgot-password', () => {
  it('asks for an e-mail before sending anything', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveFocus();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
  });

  it('requests the link and continues to /check-email showing the address', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/request-password-reset', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(sent);
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await screen.findByRole('heading', { name: 'Check your email' });
    expect(router.state.location.pathname).toBe('/check-email');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'ada@example.com' }]);
  });

  it("shows 'An unexpected error occurred.' when the request fails without a message", async () => {
    server.use(http.post('/api/auth/request-password-reset', () => HttpResponse.json({}, { status: 400 })));
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});

describe('/check-email', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows a resend only after the 60 second countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let resent = 0;
    server.use(
      http.post('/api/auth/request-password-reset', () => {
        resent += 1;
        return HttpResponse.json(sent);
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({ pathname: '/check-email', state: { email: 'ada@example.com' } });
    const resend = await screen.findByRole('button', { name: /Resend in \d+s/ });
    expect(resend).toBeDisabled();
    await act(async () => undefined); // let the countdown's effect start its timer

    await act(async () => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: /Resend in (29|30)s/ })).toBeDisabled();

    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByText('A new password reset link has been sent.')).toBeInTheDocument();
    expect(resent).toBe(1);
    expect(screen.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  });

  it("says 'Failed to send a new link. Please try again in a moment.' when the resend fails", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(http.post('/api/auth/request-password-reset', () => HttpResponse.json({}, { status: 400 })));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp({ pathname: '/check-email', state: { email: 'ada@example.com' } });
    await screen.findByRole('button', { name: /Resend in/ });
    await act(async () => undefined);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    await user.click(await screen.findByRole('button', { name: 'Resend Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send a new link. Please try again in a moment.',
    );
  });
});

describe('/reset-password', () => {
  it('explains a missing token and offers a new link', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No reset token found. Please request a new password reset link.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it("says 'Passwords do not match.' and sends nothing", async () => {
    let called = false;
    server.use(
      http.post('/api/auth/reset-password', () => {
        called = true;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret123?');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
    expect(called).toBe(false);
  });

  it('applies the shared strength check', async () => {
    const user = userEvent.setup();
    renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New Password'), 'Secret1234');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret1234');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      screen.getByText('Password must include at least one special character (e.g., !@#$%^&*).'),
    ).toBeInTheDocument();
  });

  it('sets the new password and goes to /login with a success notice', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Password updated.' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/reset-password?token=abc');
    await user.type(await screen.findByLabelText('New Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password has been reset. Please sign in with your new password.',
    );
    expect(bodies).toEqual([{ token: 'abc', password: 'Secret123!' }]);
  });

  it("says 'Failed to reset password. The link may have expired.' when the server gives no message", async () => {
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.json({}, { status: 400 })));
    const user = userEvent.setup();
    renderApp('/reset-password?token=used');
    await user.type(await screen.findByLabelText('New Password'), 'Secret123!');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to reset password. The link may have expired.',
    );
  });
});
