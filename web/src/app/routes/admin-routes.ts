import { createElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths';
import { lazyPage } from './lazy-page';

// one chunk for every admin screen (see admin-pages.ts); nothing of it reaches the member shell
const adminPages = () => import('../../features/admin/admin-pages');

/** /admin/*: the index redirects to the admin dashboard. Guarded by RequireStaff in member-routes. */
export const adminRoutes: RouteObject = {
  path: paths.admin,
  lazy: lazyPage(() => import('../layouts/admin-layout').then((m) => m.AdminLayout)),
  children: [
    { index: true, element: createElement(Navigate, { to: paths.adminDashboard, replace: true }) },
    { path: paths.adminDashboard, lazy: lazyPage(() => adminPages().then((m) => m.AdminDashboardPage)) },
    { path: paths.adminUsers, lazy: lazyPage(() => adminPages().then((m) => m.AdminUsersPage)) },
    { path: paths.adminSettings, lazy: lazyPage(() => adminPages().then((m) => m.AdminSettingsPage)) },
    {
      path: paths.adminAnnouncements,
      lazy: lazyPage(() => adminPages().then((m) => m.AdminAnnouncementsPage)),
    },
    { path: paths.adminAuditLog, lazy: lazyPage(() => adminPages().then((m) => m.AdminAuditLogPage)) },
    { path: paths.adminActivityLog, lazy: lazyPage(() => adminPages().then((m) => m.AdminActivityLogPage)) },
    {
      path: paths.adminSupportTickets,
      lazy: lazyPage(() => adminPages().then((m) => m.AdminSupportTicketsPage)),
    },
    {
      path: paths.adminSupportTicket,
      lazy: lazyPage(() => adminPages().then((m) => m.AdminSupportTicketPage)),
    },
  ],
};
