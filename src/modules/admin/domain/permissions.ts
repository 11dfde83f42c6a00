import type { StaffRole } from './audit.ts';

const STAFF: readonly StaffRole[] = ['admin', 'support'];
const ADMIN_ONLY: readonly StaffRole[] = ['admin'];

/**
 * Who may call each operation of the admin area. Support staff read metrics and users and handle
 * tickets; only admins act on accounts, announcements, settings and the logs. An operation
 * missing here is admin-only: the default is closed.
 */
export const STAFF_PERMISSIONS: Readonly<Record<string, readonly StaffRole[]>> = {
  'GET /api/admin/metrics': STAFF,
  'GET /api/admin/users': STAFF,
  'GET /api/admin/users/{id}': STAFF,
  'DELETE /api/admin/users/{id}': ADMIN_ONLY,
  'POST /api/admin/users/{id}/reset-password': ADMIN_ONLY,
  'POST /api/admin/users/{id}/suspend': ADMIN_ONLY,
  'POST /api/admin/users/{id}/un-suspend': ADMIN_ONLY,
  'GET /api/admin/support/tickets': STAFF,
  'GET /api/admin/support/tickets/{id}': STAFF,
  'POST /api/admin/support/tickets/{id}/responses': STAFF,
  'POST /api/admin/support/tickets/{id}/notes': STAFF,
  'PUT /api/admin/support/tickets/{id}/status': STAFF,
  'GET /api/admin/announcements': ADMIN_ONLY,
  'POST /api/admin/announcements': ADMIN_ONLY,
  'PUT /api/admin/announcements/{id}': ADMIN_ONLY,
  'DELETE /api/admin/announcements/{id}': ADMIN_ONLY,
  'GET /api/admin/audit-log': ADMIN_ONLY,
  'GET /api/admin/audit-log/export': ADMIN_ONLY,
  'GET /api/admin/activity-log': ADMIN_ONLY,
  'GET /api/admin/activity-log/export': ADMIN_ONLY,
  'GET /api/admin/settings': ADMIN_ONLY,
  'PUT /api/admin/settings': ADMIN_ONLY,
};

const RULES = Object.entries(STAFF_PERMISSIONS).map(([key, roles]) => {
  const [method = '', template = ''] = key.split(' ');
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return { method, pattern, roles };
});

/** The roles allowed to call a method on a path of the admin area; admin alone when unknown. */
export function rolesFor(method: string, path: string): readonly StaffRole[] {
  const verb = method === 'HEAD' ? 'GET' : method;
  return RULES.find((r) => r.method === verb && r.pattern.test(path))?.roles ?? ADMIN_ONLY;
}

export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';
