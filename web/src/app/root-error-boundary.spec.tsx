import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../lib/consent';
import { stopErrorReporting } from '../lib/error-reporting';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

function Broken(): never {
  throw new Error('render failure');
}

function recordReports(): Record<string, unknown>[] {
  const reports: Record<string, unknown>[] = [];
  server.use(
    http.post('/api/client-errors', async ({ request }) => {
      reports.push((await request.json()) as Record<string, unknown>);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return reports;
}

afterEach(async () => {
  await stopErrorReporting();
});

describe('root error boundary and error reports', () => {
  it('reports the error with the id the page shows, once analytics consent was given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports = recordReports();
    saveConsent(true);
    renderApp('/broken', [{ path: '/broken', Component: Broken }]);
    const shown = await screen.findByText(/Error ID:/);
    const errorId = shown.textContent?.match(/ERR-[0-9A-F]{8}/)?.[0];

    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ message: 'render failure', errorId });
  });

  it('reports nothing without analytics consent', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports = recordReports();
    saveConsent(false);
    renderApp('/broken', [{ path: '/broken', Component: Broken }]);
    await screen.findByText(/Error ID:/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reports).toEqual([]);
  });
});
