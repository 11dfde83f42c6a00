import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/auth-token';
import { browser } from '../../lib/browser';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { stubPages } from '../../test/stub-pages';

async function fill(fields: { name?: string; email?: string; password?: string; confirm?: string }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Create your account' });
  if (fields.name) await user.type(screen.getByLabelText('Full Name'), fields.name);
  if (fields.email) await user.type(screen.getByLabelText('Email Address'), fields.email);
  if (fields.password) await user.type(screen.getByLabelText('Password'), fields.password);
  if (fields.confirm) await user.type(screen.getByLabelText('Confirm Password'), fields.confirm);
  return user;
}

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Secret123!',
  confirm: 'Secret123!',
};

describe('/signup', () => {
  it('has the fields, the legal links and the way back to sign in', async () => {
    renderApp('/signup');
    await screen.findByRole('heading', { name: 'Create your account' });
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    // the page's own links: the cookie banner, when it has loaded, links the policy too
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the live checklist only while the password field has focus, ticking rules as they are met', async () => {
    renderApp('/signup');
    const user = await fill({});
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/\((not )?met\)$/, ''))).toEqual([
      'At least 8 characters',
      'One uppercase letter (A-Z)',
      'One lowercase letter (a-z)',
      'One number (0-9)',
      'One special character (!@#$%^&*)',
    ]);
    expect(items.map((item) => item.dataset.met)).toEqual(['true', 'false', 'true', 'false', 'false']);

    await user.click(screen.getByLabelText('Full Name'));
    expect(screen.queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();
  });

  it("says 'Passwords don't match' as soon as the confirmation differs, and does not submit", async () => {
    let signedUp = false;
    server.use(
      http.post('/api/auth/signup', () => {
        signedUp = true;
        return HttpResponse.json({ token: makeToken() }, { status: 201 });
      }),
    );
    renderApp('/signup');
    const user = await fill({ ...valid, confirm: 'Secret123?' });
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveFocus();
    expect(signedUp).toBe(false);
  });

  it('checks the password with the shared rules and focuses the field', async () => {
    renderApp('/signup');
    const user = await fill({ ...valid, password: 'secret123!', confirm: 'secret123!' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Password must include at least one uppercase letter.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the name first when nothing is filled in', async () => {
    renderApp('/signup');
    const user = await fill({});
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
  });

  it("creates the account, reads 'Creating Account...' while busy, then opens /dashboard", async () => {
    const token = makeToken();
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/signup', async ({ request }) => {
        bodies.push(await request.json());
        await delay(50);
        return HttpResponse.json({ token }, { status: 201 });
      }),
    );
    const { router } = renderApp('/signup', stubPages('/dashboard'));
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: /Creating Account\.\.\./ })).toBeDisabled();

    await screen.findByRole('heading', { name: 'Stub page /dashboard' });
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getToken()).toBe(token);
    expect(bodies).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret123!' }]);
  });

  it('shows the server’s message, e.g. for an e-mail already in use', async () => {
    server.use(
      http.post('/api/auth/signup', () =>
        HttpResponse.json(
          { error: 'CONFLICT', message: 'An account with this email already exists.', requestId: 'r' },
          { status: 409 },
        ),
      ),
    );
    renderApp('/signup');
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(getToken()).toBeNull();
  });

  it("falls back to 'Failed to sign up. Please try again.'", async () => {
    server.use(http.post('/api/auth/signup', () => HttpResponse.json({}, { status: 400 })));
    renderApp('/signup');
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign up. Please try again.');
  });

  it('starts a pending checkout after sign-up', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    sessionStorage.setItem('pendingPriceId', 'price_premium_yearly');
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/auth/signup', () => HttpResponse.json({ token: makeToken() }, { status: 201 })),
      http.post('/api/stripe/create-checkout-session', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ url: '/sandbox/checkout/cs_1' });
      }),
    );
    renderApp('/signup');
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/cs_1'));
    expect(bodies).toEqual([{ priceId: 'price_premium_yearly' }]);
    expect(sessionStorage.getItem('pendingPriceId')).toBeNull();
  });
});
