import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../lib/auth-token';
import { server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { makeActivity, makeAuditEntry, page, signInAs } from './admin-fixtures';

function serveAudit() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/audit-log', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(
        page(
          'entries',
          [
            makeAuditEntry(),
            makeAuditEntry({
              id: 'al2',
              action: 'settings.update',
              reason: null,
              target_type: 'settings',
              target_id: null,
              before: { trialDays: 7 },
              after: { trialDays: 14 },
            }),
          ],
          { totalPages: 2, total: 30 },
        ),
      );
    }),
  );
  return queries;
}

describe('/admin/audit-log', () => {
  it('is for admins only', async () => {
    signInAs('support');
    renderApp('/admin/audit-log');
    expect(await screen.findByText('Only an admin can see this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export CSV/ })).not.toBeInTheDocument();
  });

  it('lists staff actions and expands one to show what changed, the IP and the request id', async () => {
    signInAs('admin');
    serveAudit();
    renderApp('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('admin@example.com');
    expect(rows[1]).toHaveTextContent('Admin');
    expect(rows[1]).toHaveTextContent('user.suspend');
    expect(rows[1]).toHaveTextContent('Chargeback fraud');
    expect(screen.queryByText('203.0.113.7')).not.toBeInTheDocument();

    const user = userEvent.setup();
    const toggle = within(rows[1] as HTMLElement).getByRole('button', { name: /Details/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.getByText('req-123')).toBeInTheDocument();
    const change = screen.getByRole('rowheader', { name: /status/ }).closest('tr') as HTMLElement;
    expect(change).toHaveAttribute('data-changed', 'true');
    expect(change).toHaveTextContent('active');
    expect(change).toHaveTextContent('suspended');
  });

  it('builds the query from the filters, as day boundaries in local time', async () => {
    signInAs('admin');
    const queries = serveAudit();
    const { router } = renderApp('/admin/audit-log');
    await screen.findByRole('table', { name: 'Audit log' });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Audit log filters' });
    await user.type(within(form).getByLabelText('Staff e-mail'), 'grace');
    await user.type(within(form).getByLabelText('Action'), 'user.delete');
    await user.type(within(form).getByLabelText('Target id'), 'u1');
    await user.type(within(form).getByLabelText('From (day)'), '2025-08-01');
    await user.type(within(form).getByLabelText('To (day, included)'), '2025-08-05');
    await user.click(within(form).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(queries.at(-1)?.get('actor')).toBe('grace'));
    const query = queries.at(-1) as URLSearchParams;
    expect(query.get('action')).toBe('user.delete');
    expect(query.get('target')).toBe('u1');
    expect(query.get('from')).toBe(new Date('2025-08-01T00:00:00').toISOString());
    expect(query.get('to')).toBe(new Date('2025-08-06T00:00:00').toISOString());
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('25');
    expect(new URLSearchParams(router.state.location.search).get('action')).toBe('user.delete');

    await user.click(within(form).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(within(form).getByLabelText('Staff e-mail')).toHaveValue('');
  });

  describe('CSV export', () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:audit');
    const revokeObjectURL = vi.fn();
    let clicked: HTMLAnchorElement[] = [];

    // jsdom has no object URLs and does not download: record what the page hands the browser
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    beforeEach(() => {
      clicked = [];
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
    });
    afterEach(() => {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
      createObjectURL.mockClear();
      vi.restoreAllMocks();
    });

    it('downloads the filtered entries with the token header', async () => {
      signInAs('admin');
      serveAudit();
      const exports: { url: URL; token: string | null }[] = [];
      server.use(
        http.get('/api/admin/audit-log/export', ({ request }) => {
          exports.push({ url: new URL(request.url), token: request.headers.get('x-auth-token') });
          return new HttpResponse('id,action\nal1,user.suspend\n', {
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="audit-log.csv"',
            },
          });
        }),
      );
      renderApp('/admin/audit-log?action=user.suspend&from=2025-08-01');
      await screen.findByRole('table', { name: 'Audit log' });
      await userEvent.setup().click(screen.getByRole('button', { name: /Export CSV/ }));
      await waitFor(() => expect(clicked).toHaveLength(1));

      expect(exports).toHaveLength(1);
      const request = exports[0] as { url: URL; token: string | null };
      expect(request.token).toBe(getToken());
      expect(Object.fromEntries(request.url.searchParams)).toEqual({
        action: 'user.suspend',
        from: new Date('2025-08-01T00:00:00').toISOString(),
      });
      const link = clicked[0] as HTMLAnchorElement;
      expect(link.download).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(link.href).toBe('blob:audit');
      const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
      expect(await blob.text()).toBe('id,action\nal1,user.suspend\n');
    });

    it('shows why an export failed', async () => {
      signInAs('admin');
      serveAudit();
      server.use(
        http.get('/api/admin/audit-log/export', () =>
          HttpResponse.json(
            { error: 'FORBIDDEN', message: 'Only an admin can do this.', requestId: 'r' },
            { status: 403 },
          ),
        ),
      );
      renderApp('/admin/audit-log');
      await screen.findByRole('table', { name: 'Audit log' });
      await userEvent.setup().click(screen.getByRole('button', { name: /Export CSV/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin can do this.');
      expect(clicked).toHaveLength(0);
    });
  });
});

describe('/admin/activity-log', () => {
  it('is for admins only', async () => {
    signInAs('support');
    renderApp('/admin/activity-log');
    expect(await screen.findByText('Only an admin can see this page.')).toBeInTheDocument();
  });

  it('lists events and filters by search, event, user and days', async () => {
    signInAs('admin');
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/activity-log', ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          page('events', [
            makeActivity(),
            makeActivity({ id: 'ev3', user_id: null, user_email: null, event: 'signup', metadata: {} }),
          ]),
        );
      }),
    );
    renderApp('/admin/activity-log?userId=u1');
    const table = await screen.findByRole('table', { name: 'Activity log' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ada@example.com');
    expect(rows[1]).toHaveTextContent('login');
    expect(rows[1]).toHaveTextContent('method: password');
    expect(rows[2]).toHaveTextContent('Deleted user');
    expect(queries[0]?.get('userId')).toBe('u1');

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Activity log filters' });
    expect(within(form).getByLabelText('User id')).toHaveValue('u1');
    await user.type(within(form).getByLabelText('Search'), 'ada');
    await user.type(within(form).getByLabelText('Event'), 'login.failed');
    await user.type(within(form).getByLabelText('To (day, included)'), '2025-08-05');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(queries.at(-1)?.get('event')).toBe('login.failed'));
    expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toEqual({
      search: 'ada',
      event: 'login.failed',
      userId: 'u1',
      to: new Date('2025-08-06T00:00:00').toISOString(),
      page: '1',
      limit: '25',
    });
  });
});
