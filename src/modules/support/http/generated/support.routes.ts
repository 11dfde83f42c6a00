/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { Hono } from 'hono';
import { listLatestNotificationsHandlers } from '../handlers/listLatestNotifications.ts';
import { markNotificationsReadHandlers } from '../handlers/markNotificationsRead.ts';
import { listAllNotificationsHandlers } from '../handlers/listAllNotifications.ts';
import { streamNotificationsHandlers } from '../handlers/streamNotifications.ts';
import { markNotificationReadHandlers } from '../handlers/markNotificationRead.ts';
import { markAllNotificationsReadHandlers } from '../handlers/markAllNotificationsRead.ts';
import { getNotificationPreferencesHandlers } from '../handlers/getNotificationPreferences.ts';
import { updateNotificationPreferencesHandlers } from '../handlers/updateNotificationPreferences.ts';
import { unsubscribeFromMailHandlers } from '../handlers/unsubscribeFromMail.ts';
import { listMyTicketsHandlers } from '../handlers/listMyTickets.ts';
import { createTicketHandlers } from '../handlers/createTicket.ts';
import { getMyTicketHandlers } from '../handlers/getMyTicket.ts';
import { replyToTicketHandlers } from '../handlers/replyToTicket.ts';
import { submitFeedbackHandlers } from '../handlers/submitFeedback.ts';
import { submitContactFormHandlers } from '../handlers/submitContactForm.ts';
import { listActiveAnnouncementsHandlers } from '../handlers/listActiveAnnouncements.ts';

const app = new Hono()
  .get('/api/user/notifications', ...listLatestNotificationsHandlers)
  .put('/api/user/notifications', ...markNotificationsReadHandlers)
  .get('/api/user/notifications/all', ...listAllNotificationsHandlers)
  .get('/api/user/notifications/stream', ...streamNotificationsHandlers)
  .post('/api/user/notifications/:id/read', ...markNotificationReadHandlers)
  .post('/api/user/notifications/read-all', ...markAllNotificationsReadHandlers)
  .get('/api/user/notification-preferences', ...getNotificationPreferencesHandlers)
  .put('/api/user/notification-preferences', ...updateNotificationPreferencesHandlers)
  .post('/api/notifications/unsubscribe', ...unsubscribeFromMailHandlers)
  .get('/api/support/tickets', ...listMyTicketsHandlers)
  .post('/api/support/tickets', ...createTicketHandlers)
  .get('/api/support/tickets/:id', ...getMyTicketHandlers)
  .post('/api/support/tickets/:id/responses', ...replyToTicketHandlers)
  .post('/api/support/feedback', ...submitFeedbackHandlers)
  .post('/api/contact/support', ...submitContactFormHandlers)
  .get('/api/announcements/active', ...listActiveAnnouncementsHandlers);

export default app;
