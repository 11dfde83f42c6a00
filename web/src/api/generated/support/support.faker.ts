/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  faker
} from '@faker-js/faker';

import {
  AnnouncementType,
  AuthorRole,
  FeedbackType,
  NotificationType,
  TicketStatus
} from '../model';
import type {
  ActiveAnnouncement,
  ConversationEntry,
  MarkReadResult,
  MessageResponse,
  Notification,
  NotificationList,
  NotificationPreferences,
  NotificationStreamEvent,
  StreamSignedOut,
  SupportTicket,
  TicketDetail,
  UnreadCount,
  UnsubscribeResult
} from '../model';


export const getListLatestNotificationsResponseMock = (overrideResponse: Partial<Extract<NotificationList, object>> = {}): NotificationList => ({notifications: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(NotificationType)), title: faker.string.alpha({length: {min: 10, max: 20}}), body: faker.string.alpha({length: {min: 10, max: 20}}), is_read: faker.datatype.boolean(), link_url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})), unreadCount: faker.number.int({min: 0}), hasMore: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ...overrideResponse})

export const getMarkNotificationsReadResponseMock = (overrideResponse: Partial<Extract<MarkReadResult, object>> = {}): MarkReadResult => ({updated: faker.number.int({min: 0}), unreadCount: faker.number.int({min: 0}), ...overrideResponse})

export const getListAllNotificationsResponseMock = (overrideResponse: Partial<Extract<NotificationList, object>> = {}): NotificationList => ({notifications: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(NotificationType)), title: faker.string.alpha({length: {min: 10, max: 20}}), body: faker.string.alpha({length: {min: 10, max: 20}}), is_read: faker.datatype.boolean(), link_url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})), unreadCount: faker.number.int({min: 0}), hasMore: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ...overrideResponse})

export const getStreamNotificationsResponseUnreadCountMock = (overrideResponse: Partial<UnreadCount> = {}): UnreadCount => ({...{unreadCount: faker.number.int({min: 0})}, ...overrideResponse});

export const getStreamNotificationsResponseNotificationMock = (overrideResponse: Partial<Notification> = {}): Notification => ({...{id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(NotificationType)), title: faker.string.alpha({length: {min: 10, max: 20}}), body: faker.string.alpha({length: {min: 10, max: 20}}), is_read: faker.datatype.boolean(), link_url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getStreamNotificationsResponseStreamSignedOutMock = (overrideResponse: Partial<StreamSignedOut> = {}): StreamSignedOut => ({...{reason: faker.helpers.arrayElement(['suspended','signed_out'] as const), message: faker.string.alpha({length: {min: 10, max: 20}})}, ...overrideResponse});

export const getStreamNotificationsResponseMock = (overrideResponse: Partial<Extract<NotificationStreamEvent, object>> = {}): NotificationStreamEvent => ({event: faker.helpers.arrayElement(['unread','notification','signed_out'] as const), data: faker.helpers.arrayElement([{...getStreamNotificationsResponseUnreadCountMock()},{...getStreamNotificationsResponseNotificationMock()},{...getStreamNotificationsResponseStreamSignedOutMock()},]), ...overrideResponse})

export const getMarkNotificationReadResponseMock = (overrideResponse: Partial<Extract<Notification, object>> = {}): Notification => ({id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(NotificationType)), title: faker.string.alpha({length: {min: 10, max: 20}}), body: faker.string.alpha({length: {min: 10, max: 20}}), is_read: faker.datatype.boolean(), link_url: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getMarkAllNotificationsReadResponseMock = (overrideResponse: Partial<Extract<MarkReadResult, object>> = {}): MarkReadResult => ({updated: faker.number.int({min: 0}), unreadCount: faker.number.int({min: 0}), ...overrideResponse})

export const getGetNotificationPreferencesResponseMock = (overrideResponse: Partial<Extract<NotificationPreferences, object>> = {}): NotificationPreferences => ({wants_progress_reports: faker.datatype.boolean(), wants_product_updates: faker.datatype.boolean(), wants_session_complete_notify: faker.datatype.boolean(), ...overrideResponse})

export const getUpdateNotificationPreferencesResponseMock = (overrideResponse: Partial<Extract<NotificationPreferences, object>> = {}): NotificationPreferences => ({wants_progress_reports: faker.datatype.boolean(), wants_product_updates: faker.datatype.boolean(), wants_session_complete_notify: faker.datatype.boolean(), ...overrideResponse})

export const getUnsubscribeFromMailResponseMock = (overrideResponse: Partial<Extract<UnsubscribeResult, object>> = {}): UnsubscribeResult => ({message: faker.string.alpha({length: {min: 10, max: 20}}), preference: faker.helpers.arrayElement(['wants_progress_reports','wants_product_updates','wants_session_complete_notify'] as const), ...overrideResponse})

export const getListMyTicketsResponseMock = (): SupportTicket[] => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), feedback_type: faker.helpers.arrayElement(Object.values(FeedbackType)), message: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.helpers.arrayElement(Object.values(TicketStatus)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})))

export const getCreateTicketResponseMock = (overrideResponse: Partial<Extract<SupportTicket, object>> = {}): SupportTicket => ({id: faker.string.uuid(), feedback_type: faker.helpers.arrayElement(Object.values(FeedbackType)), message: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.helpers.arrayElement(Object.values(TicketStatus)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetMyTicketResponseMock = (overrideResponse: Partial<Extract<TicketDetail, object>> = {}): TicketDetail => ({ticket: {id: faker.string.uuid(), feedback_type: faker.helpers.arrayElement(Object.values(FeedbackType)), message: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.helpers.arrayElement(Object.values(TicketStatus)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z'}, conversation: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), author_role: faker.helpers.arrayElement(Object.values(AuthorRole)), author_name: faker.string.alpha({length: {min: 10, max: 20}}), response: faker.string.alpha({length: {min: 10, max: 20}}), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})), ...overrideResponse})

export const getReplyToTicketResponseMock = (overrideResponse: Partial<Extract<ConversationEntry, object>> = {}): ConversationEntry => ({id: faker.string.uuid(), author_role: faker.helpers.arrayElement(Object.values(AuthorRole)), author_name: faker.string.alpha({length: {min: 10, max: 20}}), response: faker.string.alpha({length: {min: 10, max: 20}}), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getSubmitFeedbackResponseMock = (overrideResponse: Partial<Extract<MessageResponse, object>> = {}): MessageResponse => ({message: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getSubmitContactFormResponseMock = (overrideResponse: Partial<Extract<MessageResponse, object>> = {}): MessageResponse => ({message: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getListActiveAnnouncementsResponseMock = (): ActiveAnnouncement[] => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(AnnouncementType)), message: faker.string.alpha({length: {min: 10, max: 20}})})))

