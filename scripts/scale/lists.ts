/**
 * The staff lists at scale: the people list and its search, the audit log and its filters, the
 * activity log and its filters, the ticket desk, and the two CSV exports (docs/performance.md,
 * "At 200,000 people").
 */
import type { Area } from './support.ts';

/** A week a month ago: what "by date" asks for. */
function lastMonthsWeek(): string {
  const to = new Date(Date.now() - 30 * 86_400_000);
  const from = new Date(to.getTime() - 7 * 86_400_000);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
}

const area: Area = {
  name: 'lists',
  async measurements() {
    return [
      { name: 'people, first page', path: '/api/admin/users?page=1&limit=20' },
      { name: 'people, page 3', path: '/api/admin/users?page=3&limit=20' },
      { name: 'people by e-mail fragment', path: '/api/admin/users?page=1&limit=20&search=s.patel1' },
      { name: 'people by name', path: '/api/admin/users?page=1&limit=20&search=Nora%20Okafor' },
      { name: 'audit log', path: '/api/admin/audit-log?page=1&limit=20' },
      { name: 'audit log by actor', path: '/api/admin/audit-log?page=1&limit=20&actor=grace' },
      { name: 'audit log by action', path: '/api/admin/audit-log?page=1&limit=20&action=user.suspend' },
      { name: 'audit log by date', path: `/api/admin/audit-log?page=1&limit=20&${lastMonthsWeek()}` },
      { name: 'activity log', path: '/api/admin/activity-log?page=1&limit=20' },
      { name: 'activity log by event', path: '/api/admin/activity-log?page=1&limit=20&event=login.failed' },
      { name: 'activity log by e-mail', path: '/api/admin/activity-log?page=1&limit=20&search=s.patel1' },
      { name: 'ticket desk', path: '/api/admin/support/tickets?page=1&limit=20' },
      { name: 'ticket desk, Open', path: '/api/admin/support/tickets?page=1&limit=20&status=Open' },
      { name: 'ticket desk by e-mail', path: '/api/admin/support/tickets?page=1&limit=20&search=s.patel1' },
    ];
  },
};

export default area;
