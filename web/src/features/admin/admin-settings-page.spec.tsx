import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminSettings, AdminSettingsUpdate } from '../../api/generated/model';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { makeSettings, signInAs } from './admin-fixtures';

function serveSettings(initial: AdminSettings = makeSettings()) {
  let settings = initial;
  const saves: AdminSettingsUpdate[] = [];
  server.use(
    http.get('/api/admin/settings', () => HttpResponse.json(settings)),
    http.put('/api/admin/settings', async ({ request }) => {
      const body = (await request.json()) as AdminSettingsUpdate;
      saves.push(body);
      settings = { ...body, updated_at: '2025-08-05T10:00:00Z', updated_by: 'admin@example.com' };
      return HttpResponse.json(settings);
    }),
  );
  return saves;
}

describe('/admin/settings', () => {
  it('is for admins only', async () => {
    signInAs('support');
    renderApp('/admin/settings');
    expect(await screen.findByText('Only an admin can see this page.')).toBeInTheDocument();
  });

  it('shows the current values and who saved them last', async () => {
    signInAs('admin');
    serveSettings();
    renderApp('/admin/settings');
    expect(await screen.findByLabelText('Trial days')).toHaveValue(7);
    expect(screen.getByLabelText('Support e-mail')).toHaveValue('support@example.com');
    expect(screen.getByRole('checkbox', { name: 'Require e-mail verification' })).toBeChecked();
    expect(screen.getByLabelText('Interview sessions')).toHaveValue(3);
    expect(screen.getByText(/Last saved by admin@example.com/)).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-preview')).toHaveTextContent('No banner is shown.');
  });

  it('previews the maintenance banner and saves every setting', async () => {
    signInAs('admin');
    const saves = serveSettings(makeSettings({ updated_at: null, updated_by: null }));
    renderApp('/admin/settings');
    expect(await screen.findByText(/Never saved here/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Trial days'));
    await user.type(screen.getByLabelText('Trial days'), '14');
    await user.click(screen.getByRole('checkbox', { name: 'Require e-mail verification' }));
    await user.type(screen.getByLabelText('Banner text'), 'Maintenance tonight 22:00 UTC.');
    expect(
      within(screen.getByTestId('maintenance-preview')).getByText(/Maintenance tonight/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('maintenance-preview').querySelector('section')?.className).toMatch(
      /bg-warning/,
    );
    await user.clear(screen.getByLabelText('Resumes'));
    await user.type(screen.getByLabelText('Resumes'), '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(
      await screen.findByText('Settings saved. They apply to new requests at once.'),
    ).toBeInTheDocument();
    expect(saves).toEqual([
      {
        supportEmail: 'support@example.com',
        trialDays: 14,
        requireEmailVerification: false,
        maintenanceBanner: 'Maintenance tonight 22:00 UTC.',
        freePlanLimits: { interviewSessions: 3, resumes: 2, jobDescriptions: 1, resumePolishes: 1 },
      },
    ]);
    expect(await screen.findByText(/Last saved by admin@example.com/)).toBeInTheDocument();
  });

  it('refuses values out of range before sending, and shows a server refusal', async () => {
    signInAs('admin');
    const saves = serveSettings();
    renderApp('/admin/settings');
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Trial days'));
    await user.type(screen.getByLabelText('Trial days'), '400');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByText('A whole number from 0 to 365.')).toBeInTheDocument();
    expect(saves).toEqual([]);

    server.use(
      http.put('/api/admin/settings', () =>
        HttpResponse.json(
          {
            error: 'VALIDATION_FAILED',
            message: 'The support e-mail is not deliverable.',
            requestId: 'r',
            details: [{ path: ['supportEmail'], message: 'Not deliverable.', code: 'custom' }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.clear(screen.getByLabelText('Trial days'));
    await user.type(screen.getByLabelText('Trial days'), '30');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The support e-mail is not deliverable.')).toBeInTheDocument();
    expect(screen.getByText('Not deliverable.')).toBeInTheDocument();
    expect(screen.getByLabelText('Support e-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
