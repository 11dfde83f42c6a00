import { describe, expect, it } from 'vitest';
import { rolesFor } from './permissions.ts';

describe('staff permissions', () => {
  it('lets support read metrics and users and handle tickets', () => {
    expect(rolesFor('GET', '/api/admin/metrics')).toEqual(['admin', 'support']);
    expect(rolesFor('GET', '/api/admin/users/0b8e7c1e-1111-4222-8333-444455556666')).toEqual([
      'admin',
      'support',
    ]);
    expect(rolesFor('POST', '/api/admin/support/tickets/abc/notes')).toEqual(['admin', 'support']);
  });

  it('keeps account actions, announcements, settings and the logs to admins', () => {
    expect(rolesFor('POST', '/api/admin/users/abc/suspend')).toEqual(['admin']);
    expect(rolesFor('DELETE', '/api/admin/users/abc')).toEqual(['admin']);
    expect(rolesFor('GET', '/api/admin/audit-log/export')).toEqual(['admin']);
    expect(rolesFor('PUT', '/api/admin/settings')).toEqual(['admin']);
  });

  it('is closed for anything it does not know', () => {
    expect(rolesFor('GET', '/api/admin/new-thing')).toEqual(['admin']);
    expect(rolesFor('PATCH', '/api/admin/users/abc')).toEqual(['admin']);
    expect(rolesFor('GET', '/api/admin/users/abc/extra')).toEqual(['admin']);
  });
});
