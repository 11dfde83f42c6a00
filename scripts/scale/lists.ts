/**
 * The staff lists at scale: the people list and its search, the audit log and its filters, the
 * activity log and its filters, and the ticket desk (docs/performance.md, "At 200,000 people").
 * Searches ask for a fragment many e-mails share (`s.patel1`: about 165 people at factor 1, and
 * 16,000 whose e-mail has its trigrams) and for a part of one person's (ivan.eriksen1234@…).
 * The CSV exports read the same statements for up to 10,000 rows; they are not lists to page.
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
      { name: "people by one person's e-mail", path: '/api/admin/users?page=1&limit=20&search=eriksen1234' },
      { name: 'audit log', path: '/api/admin/audit-log?page=1&limit=20' },
      { name: 'audit log by actor', path: '/api/admin/audit-log?page=1&limit=20&actor=grace' },
      { name: 'audit log by action', path: '/api/admin/audit-log?page=1&limit=20&action=user.suspend' },
      { name: 'audit log by date', path: `/api/admin/audit-log?page=1&limit=20&${lastMonthsWeek()}` },
      { name: 'activity log', path: '/api/admin/activity-log?page=1&limit=20' },
      { name: 'activity log by event', path: '/api/admin/activity-log?page=1&limit=20&event=login.failed' },
      {
        name: 'activity log by e-mail fragment',
        path: '/api/admin/activity-log?page=1&limit=20&search=s.patel1',
      },
      {
        name: "activity log by one person's e-mail",
        path: '/api/admin/activity-log?page=1&limit=20&search=eriksen1234',
      },
      { name: 'ticket desk', path: '/api/admin/support/tickets?page=1&limit=20' },
      { name: 'ticket desk, Open', path: '/api/admin/support/tickets?page=1&limit=20&status=Open' },
      {
        name: 'ticket desk by e-mail fragment',
        path: '/api/admin/support/tickets?page=1&limit=20&search=s.patel1',
      },
      {
        name: "ticket desk by one person's e-mail",
        path: '/api/admin/support/tickets?page=1&limit=20&search=eriksen1234',
      },
    ];
  },
};

export default area;
