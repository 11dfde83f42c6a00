import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProfileResponse } from '../../api/generated/model';
import { getToken, setToken } from '../../lib/auth-token';
import { makeProfile } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

function signedInWith(profile: ProfileResponse) {
  server.use(http.get('/api/user/profile', () => HttpResponse.json(profile)));
  setToken(makeToken());
}

describe('settings area', () => {
  it('shows initials, name, e-mail, the plan badge and the side navigation', async () => {
    signedInWith(makeProfile({ name: 'Grace Brewster Hopper', email: 'grace@example.com' }));
    renderApp('/settings');
    expect(await screen.findByText('Grace Brewster Hopper')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('GH')).toBeInTheDocument();
    expect(main.getByText('grace@example.com')).toBeInTheDocument();
    expect(main.getByText('Free Plan')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Personal Information',
      'Password',
      'Billing',
      'Manage Plan',
      'Notifications',
      'My Support Tickets',
    ]);
  });

  it.each([
    [{ planName: 'Pro' as const, status: 'trialing' }, 'Pro'],
    [{ planName: 'Pro' as const, status: 'active', cancel_at_period_end: true }, 'Cancels Soon'],
    [{ planName: 'Premium' as const, status: 'past_due' }, 'past_due'],
  ])('shows the plan badge for %o as %s', async (subscription, label) => {
    signedInWith(makeProfile({}, subscription));
    renderApp('/settings');
    await screen.findByText('Ada Lovelace');
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('Personal Information', () => {
  it('offers the spec’s options and saves first and last name joined by a space', async () => {
    signedInWith(
      makeProfile({ name: 'Ada Lovelace', job_title: 'Analyst', industry: 'Finance', experience: 'Student' }),
    );
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/user/profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(
          makeProfile({ name: String(body.name), job_title: 'Engineer', industry: 'Technology' }),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings');

    const first = await screen.findByLabelText('First Name');
    expect(first).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(1);
    expect(optionsOf('Industry')).toEqual([
      'Technology',
      'Finance',
      'Healthcare',
      'Education',
      'Retail & E-commerce',
      'Manufacturing',
      'Consulting',
      'Media & Entertainment',
      'Government',
      'Non-profit',
      'Other',
    ]);
    expect(optionsOf('Experience')).toEqual(['Student', '0-2 years', '3-5 years', '6-10 years', '10+ years']);
    expect(optionsOf('Gender')).toEqual(['Male', 'Female', 'Non-binary', 'Prefer not to say']);

    await user.clear(first);
    await user.type(first, 'Grace');
    await user.clear(screen.getByLabelText('Last Name'));
    await user.type(screen.getByLabelText('Last Name'), 'Hopper');
    await user.clear(screen.getByLabelText('Job Title'));
    await user.type(screen.getByLabelText('Job Title'), 'Engineer');
    await user.selectOptions(screen.getByLabelText('Industry'), 'Technology');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Prefer not to say');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Grace Hopper',
        job_title: 'Engineer',
        industry: 'Technology',
        experience: 'Student',
        gender: 'Prefer not to say',
      },
    ]);
    // The shared profile is updated in place: the summary shows the new name without a reload.
    expect(screen.getByText('Grace Hopper')).toBeInTheDocument();
  });

  it('needs a first name', async () => {
    signedInWith(makeProfile());
    const user = userEvent.setup();
    renderApp('/settings');
    await user.clear(await screen.findByLabelText('First Name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please enter your first name.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });
});

describe('Password', () => {
  async function change(current: string, next: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current Password'), current);
    await user.type(screen.getByLabelText('New Password'), next);
    await user.type(screen.getByLabelText('Confirm New Password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
  }

  it("says 'New passwords do not match.'", async () => {
    signedInWith(makeProfile());
    renderApp('/settings/password');
    await change('OldSecret1!', 'NewSecret1!', 'NewSecret2!');
    expect(screen.getByText('New passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
  });

  it("says 'New password must be at least 8 characters long.'", async () => {
    signedInWith(makeProfile());
    renderApp('/settings/password');
    await change('OldSecret1!', 'Ab1!', 'Ab1!');
    expect(screen.getByText('New password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveFocus();
  });

  it("sends the change and says 'Password updated successfully!'", async () => {
    signedInWith(makeProfile());
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/user/change-password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'Password changed.' });
      }),
    );
    renderApp('/settings/password');
    await change('OldSecret1!', 'NewSecret1!', 'NewSecret1!');
    expect(await screen.findByRole('status')).toHaveTextContent('Password updated successfully!');
    expect(bodies).toEqual([{ currentPassword: 'OldSecret1!', newPassword: 'NewSecret1!' }]);
    expect(screen.getByLabelText('New Password')).toHaveValue('');
  });

  it('shows the server’s reason, else “Failed to update password.”', async () => {
    signedInWith(makeProfile());
    let calls = 0;
    server.use(
      http.post('/api/user/change-password', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: 'VALIDATION_FAILED', message: 'Current password is incorrect.' },
              { status: 400 },
            )
          : HttpResponse.json({}, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/password');
    await change('Wrong1!aa', 'NewSecret1!', 'NewSecret1!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect.');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update password.'));
  });

  it('tells Google accounts their password is managed by Google', async () => {
    signedInWith(makeProfile({ auth_provider: 'google' }));
    renderApp('/settings/password');
    expect(await screen.findByText(/your password is managed by Google/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage your password at Google/ })).toHaveAttribute(
      'href',
      'https://myaccount.google.com/security',
    );
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });
});

describe('account deletion', () => {
  /** Serves DELETE /api/user/account: the answer for each body sent, the bodies kept. */
  function serveDeletion(answer: (body: Record<string, unknown>) => Response) {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.delete('/api/user/account', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return answer(body);
      }),
    );
    return bodies;
  }

  const wrongPassword = () =>
    HttpResponse.json(
      {
        error: 'VALIDATION_FAILED',
        message: 'Password is incorrect.',
        requestId: 'r-1',
        details: [{ path: ['password'], message: 'Password is incorrect.', code: 'incorrect' }],
      },
      { status: 400 },
    );

  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    return within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
  }

  it('asks for the password, says when it is wrong and deletes nothing, then deletes with the right one', async () => {
    signedInWith(makeProfile());
    const bodies = serveDeletion((body) =>
      body.password === 'Str0ng!pass' ? new HttpResponse(null, { status: 204 }) : wrongPassword(),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    const dialog = await openDialog(user);
    const password = dialog.getByLabelText('Enter your password to confirm');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(await dialog.findByText('Enter your password to delete your account.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.type(password, 'wrong one');
    await user.click(dialog.getByRole('button', { name: 'Delete Account' }));
    expect(await dialog.findByText('Password is incorrect.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/settings');
    expect(getToken()).not.toBeNull();

    await user.clear(password);
    await user.type(password, 'Str0ng!pass');
    await user.click(dialog.getByRole('button', { name: 'Delete Account' }));
    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
    expect(getToken()).toBeNull();
    expect(bodies).toEqual([{ password: 'wrong one' }, { password: 'Str0ng!pass' }]);
  });

  it('asks a Google account for its e-mail typed again, and deletes once it matches', async () => {
    signedInWith(makeProfile({ auth_provider: 'google', email: 'ada@example.com' }));
    const bodies = serveDeletion(() => new HttpResponse(null, { status: 204 }));
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    const dialog = await openDialog(user);
    expect(dialog.queryByLabelText(/password/i)).not.toBeInTheDocument();
    const email = dialog.getByLabelText('Type ada@example.com to confirm');
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    await user.type(email, 'ada@example.co');
    expect(confirm).toBeDisabled();
    await user.type(email, 'm ');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    await screen.findByRole('heading', { name: 'Welcome Back' });
    expect(router.state.location.pathname).toBe('/login');
    expect(bodies).toEqual([{ confirmEmail: 'ada@example.com' }]);
  });

  it('keeps the account when the dialog is cancelled', async () => {
    signedInWith(makeProfile());
    const bodies = serveDeletion(() => new HttpResponse(null, { status: 204 }));
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('Enter your password to confirm'), 'Str0ng!pass');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(getToken()).not.toBeNull();
    expect(bodies).toEqual([]);
  });

  it.each([
    [409, 'CONFLICT', 'You are the last active admin: make another admin before deleting your account.'],
    [429, 'RATE_LIMITED', 'Too many password attempts. Please wait 4 seconds and try again.'],
  ])(
    "shows the server's %s refusal in the dialog and keeps them signed in",
    async (status, error, refusal) => {
      signedInWith(makeProfile());
      serveDeletion(() => HttpResponse.json({ error, message: refusal, requestId: 'r-1' }, { status }));
      const user = userEvent.setup();
      const { router } = renderApp('/settings');
      const dialog = await openDialog(user);
      await user.type(dialog.getByLabelText('Enter your password to confirm'), 'Str0ng!pass');
      await user.click(dialog.getByRole('button', { name: 'Delete Account' }));

      expect(await dialog.findByText(refusal)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/settings');
      expect(getToken()).not.toBeNull();
    },
  );
});
