import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyPage } from './lazy-page';

/** /admin/*: the index redirects to the admin dashboard. Guarded by RequireStaff in member-routes. */
export const adminRoutes: RouteObject = {
  path: paths.admin,
  lazy: lazyPage(() => import('../layouts/admin-layout').then((m) => m.AdminLayout)),
  children: [
    { index: true, element: createElement(Navigate, { to: paths.adminDashboard, replace: true }) },
    {
      path: paths.adminDashboard,
      lazy: lazyPage(() =>
        import('../../features/admin/admin-dashboard-page').then((m) => m.AdminDashboardPage),
      ),
    },
    {
      path: paths.adminUsers,
      lazy: lazyPage(() => import('../../features/admin/admin-users-page').then((m) => m.AdminUsersPage)),
    },
    {
      path: paths.adminSettings,
      lazy: lazyPage(() =>
        import('../../features/admin/admin-settings-page').then((m) => m.AdminSettingsPage),
      ),
    },
    {
      path: paths.adminAnnouncements,
      lazy: lazyPage(() =>
        import('../../features/admin/admin-announcements-page').then((m) => m.AdminAnnouncementsPage),
      ),
    },
    {
      path: paths.adminAuditLog,
      lazy: lazyPage(() =>
        import('../../features/admin/admin-audit-log-page').then((m) => m.AdminAuditLogPage),
      ),
    },
    {
      path: paths.adminActivityLog,
      lazy: lazyPage(() =>
        import('../../features/admin/admin-activity-log-page').then((m) => m.AdminActivityLogPage),
      ),
    },
    {
      path: paths.adminSupportTickets,
      lazy: lazyPage(() =>
        import('../../features/admin/admin-support-tickets-page').then((m) => m.AdminSupportTicketsPage),
      ),
    },
    {
      path: paths.adminSupportTicket,
      lazy: lazyPage(() =>
        import('../../features/admin/admin-support-ticket-page').then((m) => m.AdminSupportTicketPage),
      ),
    },
  ],
};
