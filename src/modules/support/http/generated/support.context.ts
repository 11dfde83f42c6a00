/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
ContactRequest,
  CreateTicketRequest,
  FeedbackRequest,
  ListAllNotificationsParams,
  ListLatestNotificationsParams,
  MarkNotificationsReadRequest,
  NotificationPreferences,
  OneClickUnsubscribe,
  TicketReplyRequest,
  UnsubscribeFromMailParams
} from './support.schemas.ts';

export type ListLatestNotificationsContext<E extends Env = any> = Context<E, '/api/user/notifications', { in: { query: ListLatestNotificationsParams, }, out: { query: ListLatestNotificationsParams, } }>
export type MarkNotificationsReadContext<E extends Env = any> = Context<E, '/api/user/notifications', { in: { json: MarkNotificationsReadRequest, }, out: { json: MarkNotificationsReadRequest, } }>
export type ListAllNotificationsContext<E extends Env = any> = Context<E, '/api/user/notifications/all', { in: { query: ListAllNotificationsParams, }, out: { query: ListAllNotificationsParams, } }>
export type StreamNotificationsContext<E extends Env = any> = Context<E, '/api/user/notifications/stream'>
export type MarkNotificationReadContext<E extends Env = any> = Context<E, '/api/user/notifications/:id/read', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type MarkAllNotificationsReadContext<E extends Env = any> = Context<E, '/api/user/notifications/read-all'>
export type GetNotificationPreferencesContext<E extends Env = any> = Context<E, '/api/user/notification-preferences'>
export type UpdateNotificationPreferencesContext<E extends Env = any> = Context<E, '/api/user/notification-preferences', { in: { json: NotificationPreferences, }, out: { json: NotificationPreferences, } }>
export type UnsubscribeFromMailContext<E extends Env = any> = Context<E, '/api/notifications/unsubscribe', { in: { query: UnsubscribeFromMailParams,form: OneClickUnsubscribe, }, out: { query: UnsubscribeFromMailParams,form: OneClickUnsubscribe, } }>
export type ListMyTicketsContext<E extends Env = any> = Context<E, '/api/support/tickets'>
export type CreateTicketContext<E extends Env = any> = Context<E, '/api/support/tickets', { in: { json: CreateTicketRequest, }, out: { json: CreateTicketRequest, } }>
export type GetMyTicketContext<E extends Env = any> = Context<E, '/api/support/tickets/:id', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type ReplyToTicketContext<E extends Env = any> = Context<E, '/api/support/tickets/:id/responses', { in: { param: {
 id: string,
 },json: TicketReplyRequest, }, out: { param: {
 id: string,
 },json: TicketReplyRequest, } }>
export type SubmitFeedbackContext<E extends Env = any> = Context<E, '/api/support/feedback', { in: { json: FeedbackRequest, }, out: { json: FeedbackRequest, } }>
export type SubmitContactFormContext<E extends Env = any> = Context<E, '/api/contact/support', { in: { json: ContactRequest, }, out: { json: ContactRequest, } }>
export type ListActiveAnnouncementsContext<E extends Env = any> = Context<E, '/api/announcements/active'>