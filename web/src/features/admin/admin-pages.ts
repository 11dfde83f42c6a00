/**
 * Every admin screen, in one module so the admin area downloads as one chunk on its first visit
 * (the landing page's entry lists every chunk name; staff move between these screens anyway).
 * The sessions chart and uPlot stay a separate chunk that only the dashboard requests.
 */
export { AdminActivityLogPage } from './admin-activity-log-page';
export { AdminAnnouncementsPage } from './admin-announcements-page';
export { AdminAuditLogPage } from './admin-audit-log-page';
export { AdminDashboardPage } from './admin-dashboard-page';
export { AdminSettingsPage } from './admin-settings-page';
export { AdminSupportTicketPage } from './admin-support-ticket-page';
export { AdminSupportTicketsPage } from './admin-support-tickets-page';
export { AdminUsersPage } from './admin-users-page';
