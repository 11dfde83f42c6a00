import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { uiStore } from '../../lib/ui-store';
import { makeProfile, TOURS_TAKEN } from '../../test/fixtures';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const ALL_ON: NotificationPreferences = {
  wants_progress_reports: true,
  wants_product_updates: true,
  wants_session_complete_notify: true,
};

function openSettings(
  initial: NotificationPreferences,
  answer?: (body: NotificationPreferences) => Response | Promise<Response>,
) {
  const saved: NotificationPreferences[] = [];
  setToken(makeToken());
  server.use(
    http.get('/api/user/profile', () => HttpResponse.json(makeProfile({ completedTours: TOURS_TAKEN }))),
    http.get('/api/user/notification-preferences', () => HttpResponse.json(initial)),
    http.put('/api/user/notification-preferences', async ({ request }) => {
      const body = (await request.json()) as NotificationPreferences;
      saved.push(body);
      return answer ? answer(body) : HttpResponse.json(body);
    }),
  );
  renderApp('/settings/notifications');
  return { saved };
}

describe('/settings/notifications', () => {
  it('shows three labelled switches with what each e-mail is, and what is always sent', async () => {
    openSettings({ ...ALL_ON, wants_product_updates: false });
    const progress = await screen.findByRole('switch', { name: 'Weekly progress reports' });
    expect(progress).toHaveAttribute('aria-checked', 'true');
    expect(progress).toHaveAccessibleDescription(/summary of your practice by e-mail/);
    expect(screen.getByRole('switch', { name: 'Product updates' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Product updates' })).toHaveAccessibleDescription(
      /new features/,
    );
    expect(screen.getByRole('switch', { name: 'Interview report ready' })).toHaveAccessibleDescription(
      /report for a mock interview/,
    );
    expect(
      screen.getByText(/Security, billing and support-reply e-mails are always sent/),
    ).toBeInTheDocument();
  });

  it('saves each change at once with all three switches', async () => {
    const { saved } = openSettings(ALL_ON);
    const user = userEvent.setup();
    const updates = await screen.findByRole('switch', { name: 'Product updates' });
    await user.click(updates);
    expect(updates).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(saved).toEqual([{ ...ALL_ON, wants_product_updates: false }]));

    await user.click(screen.getByRole('switch', { name: 'Interview report ready' }));
    await waitFor(() =>
      expect(saved[1]).toEqual({
        ...ALL_ON,
        wants_product_updates: false,
        wants_session_complete_notify: false,
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('moves the switch at once and puts it back with a short message when saving fails', async () => {
    openSettings(ALL_ON, async () => {
      await delay(50);
      return HttpResponse.json({ error: 'INTERNAL', message: 'down' }, { status: 500 });
    });
    const user = userEvent.setup();
    const progress = await screen.findByRole('switch', { name: 'Weekly progress reports' });
    await user.click(progress);
    expect(progress).toHaveAttribute('aria-checked', 'false');
    expect(await screen.findByText('Could not save that change. Please try again.')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-checked', 'true');
    // spec: preference failures are only logged: no app-wide error modal
    expect(uiStore.getState().errorModal.open).toBe(false);
  });

  it('can be used from the keyboard', async () => {
    const { saved } = openSettings(ALL_ON);
    const user = userEvent.setup();
    const progress = await screen.findByRole('switch', { name: 'Weekly progress reports' });
    progress.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(saved).toEqual([{ ...ALL_ON, wants_progress_reports: false }]));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved[1]).toEqual(ALL_ON));
  });
});
