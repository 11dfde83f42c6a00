/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { adminGetMetricsHandlers } from '../handlers/adminGetMetrics.ts';
import { adminListUsersHandlers } from '../handlers/adminListUsers.ts';
import { adminGetUserHandlers } from '../handlers/adminGetUser.ts';
import { adminDeleteUserHandlers } from '../handlers/adminDeleteUser.ts';
import { adminResetUserPasswordHandlers } from '../handlers/adminResetUserPassword.ts';
import { adminSuspendUserHandlers } from '../handlers/adminSuspendUser.ts';
import { adminUnsuspendUserHandlers } from '../handlers/adminUnsuspendUser.ts';
import { adminListTicketsHandlers } from '../handlers/adminListTickets.ts';
import { adminGetTicketHandlers } from '../handlers/adminGetTicket.ts';
import { adminReplyToTicketHandlers } from '../handlers/adminReplyToTicket.ts';
import { adminAddTicketNoteHandlers } from '../handlers/adminAddTicketNote.ts';
import { adminUpdateTicketStatusHandlers } from '../handlers/adminUpdateTicketStatus.ts';
import { adminListAnnouncementsHandlers } from '../handlers/adminListAnnouncements.ts';
import { adminCreateAnnouncementHandlers } from '../handlers/adminCreateAnnouncement.ts';
import { adminUpdateAnnouncementHandlers } from '../handlers/adminUpdateAnnouncement.ts';
import { adminDeleteAnnouncementHandlers } from '../handlers/adminDeleteAnnouncement.ts';
import { adminListAuditLogHandlers } from '../handlers/adminListAuditLog.ts';
import { adminExportAuditLogHandlers } from '../handlers/adminExportAuditLog.ts';
import { adminListActivityLogHandlers } from '../handlers/adminListActivityLog.ts';
import { adminExportActivityLogHandlers } from '../handlers/adminExportActivityLog.ts';
import { adminGetSettingsHandlers } from '../handlers/adminGetSettings.ts';
import { adminUpdateSettingsHandlers } from '../handlers/adminUpdateSettings.ts';

const app = new Hono()
  .get('/api/admin/metrics', ...adminGetMetricsHandlers)
  .get('/api/admin/users', ...adminListUsersHandlers)
  .get('/api/admin/users/:id', ...adminGetUserHandlers)
  .delete('/api/admin/users/:id', ...adminDeleteUserHandlers)
  .post('/api/admin/users/:id/reset-password', ...adminResetUserPasswordHandlers)
  .post('/api/admin/users/:id/suspend', ...adminSuspendUserHandlers)
  .post('/api/admin/users/:id/un-suspend', ...adminUnsuspendUserHandlers)
  .get('/api/admin/support/tickets', ...adminListTicketsHandlers)
  .get('/api/admin/support/tickets/:id', ...adminGetTicketHandlers)
  .post('/api/admin/support/tickets/:id/responses', ...adminReplyToTicketHandlers)
  .post('/api/admin/support/tickets/:id/notes', ...adminAddTicketNoteHandlers)
  .put('/api/admin/support/tickets/:id/status', ...adminUpdateTicketStatusHandlers)
  .get('/api/admin/announcements', ...adminListAnnouncementsHandlers)
  .post('/api/admin/announcements', ...adminCreateAnnouncementHandlers)
  .put('/api/admin/announcements/:id', ...adminUpdateAnnouncementHandlers)
  .delete('/api/admin/announcements/:id', ...adminDeleteAnnouncementHandlers)
  .get('/api/admin/audit-log', ...adminListAuditLogHandlers)
  .get('/api/admin/audit-log/export', ...adminExportAuditLogHandlers)
  .get('/api/admin/activity-log', ...adminListActivityLogHandlers)
  .get('/api/admin/activity-log/export', ...adminExportActivityLogHandlers)
  .get('/api/admin/settings', ...adminGetSettingsHandlers)
  .put('/api/admin/settings', ...adminUpdateSettingsHandlers);

export default app;
