import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveAnnouncement } from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';

const announcements: ActiveAnnouncement[] = [
  { id: 'a1', type: 'Informational', message: 'New interview types are here.' },
  { id: 'a2', type: 'Warning', message: 'Maintenance on Sunday from 02:00 UTC.' },
  { id: 'a3', type: 'Promotion', message: '20% off Pro this week.' },
];

function serveAnnouncements(list: ActiveAnnouncement[]) {
  let calls = 0;
  server.use(
    http.get('/api/announcements/active', () => {
      calls += 1;
      return HttpResponse.json(list);
    }),
  );
  return () => calls;
}

async function openShell(path = '/settings/password') {
  setToken(makeToken());
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Password' });
  return view;
}

describe('announcement banners', () => {
  it('shows every active announcement at the top of the shell, styled by type', async () => {
    serveAnnouncements(announcements);
    await openShell();
    const region = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(region).getByText('New interview types are here.')).toBeInTheDocument();

    const byType = (type: string) =>
      within(region).getByText(`${type}:`).closest('section[aria-label="Notice"]') as HTMLElement;
    expect(byType('Informational')).toHaveTextContent('New interview types are here.');
    expect(byType('Informational').className).toMatch(/bg-primary/);
    expect(byType('Warning')).toHaveTextContent('Maintenance on Sunday from 02:00 UTC.');
    expect(byType('Warning').className).toMatch(/bg-warning/);
    expect(byType('Promotion')).toHaveTextContent('20% off Pro this week.');
    expect(byType('Promotion').className).toMatch(/bg-success/);

    // above the page, below the header
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('remembers a dismissal for good', async () => {
    serveAnnouncements(announcements);
    const user = userEvent.setup();
    const { unmount } = await openShell();
    const warning = await screen.findByText('Maintenance on Sunday from 02:00 UTC.');
    const banner = warning.closest('section[aria-label="Notice"]') as HTMLElement;
    await user.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));

    expect(screen.queryByText('Maintenance on Sunday from 02:00 UTC.')).not.toBeInTheDocument();
    expect(screen.getByText('New interview types are here.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('dismissedBanners') ?? '[]')).toEqual(['announcement:a2']);

    unmount();
    await openShell();
    expect(await screen.findByText('New interview types are here.')).toBeInTheDocument();
    expect(screen.queryByText('Maintenance on Sunday from 02:00 UTC.')).not.toBeInTheDocument();
  });

  it('only logs a failed fetch: no banner, no message, no error modal', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/announcements/active', () =>
        HttpResponse.json({ error: 'INTERNAL', message: 'Boom', requestId: 'req-1' }, { status: 500 }),
      ),
    );
    await openShell();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith('Failed to fetch announcements', expect.anything()),
    );
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not part of the public pages', async () => {
    const calls = serveAnnouncements(announcements);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('New interview types are here.')).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });
});
