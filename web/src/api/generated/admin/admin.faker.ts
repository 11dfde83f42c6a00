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
  PlanName,
  Role,
  TicketStatus,
  UserStatus
} from '../model';
import type {
  ActivityLogPage,
  AdminAnnouncement,
  AdminMetrics,
  AdminSettings,
  AdminTicket,
  AdminTicketDetail,
  AdminTicketPage,
  AdminUser,
  AdminUserPage,
  AuditLogPage,
  ConversationEntry,
  MessageResponse
} from '../model';


export const getAdminGetMetricsResponseMock = (overrideResponse: Partial<Extract<AdminMetrics, object>> = {}): AdminMetrics => ({totalUsers: faker.number.int({min: 0}), activeUsers: faker.number.int({min: 0}), newUsersLast7Days: faker.number.int({min: 0}), totalSessions: faker.number.int({min: 0}), sessionsLast7Days: faker.number.int({min: 0}), averageScore: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), openTickets: faker.number.int({min: 0}), paidSubscriptions: {Pro: faker.number.int({min: 0}), Premium: faker.number.int({min: 0})}, revenueLast30DaysCents: faker.number.int({min: 0}), ...overrideResponse})

export const getAdminListUsersResponseMock = (overrideResponse: Partial<Extract<AdminUserPage, object>> = {}): AdminUserPage => ({users: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), email: faker.internet.email(), role: faker.helpers.arrayElement(Object.values(Role)), status: faker.helpers.arrayElement(Object.values(UserStatus)), planName: faker.helpers.arrayElement(Object.values(PlanName)), email_verified: faker.datatype.boolean(), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', last_login_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null])})), page: faker.number.int({min: 1}), limit: faker.number.int({min: 1}), total: faker.number.int({min: 0}), totalPages: faker.number.int({min: 0}), ...overrideResponse})

export const getAdminResetUserPasswordResponseMock = (overrideResponse: Partial<Extract<MessageResponse, object>> = {}): MessageResponse => ({message: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getAdminSuspendUserResponseMock = (overrideResponse: Partial<Extract<AdminUser, object>> = {}): AdminUser => ({id: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), email: faker.internet.email(), role: faker.helpers.arrayElement(Object.values(Role)), status: faker.helpers.arrayElement(Object.values(UserStatus)), planName: faker.helpers.arrayElement(Object.values(PlanName)), email_verified: faker.datatype.boolean(), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', last_login_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), ...overrideResponse})

export const getAdminUnsuspendUserResponseMock = (overrideResponse: Partial<Extract<AdminUser, object>> = {}): AdminUser => ({id: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), email: faker.internet.email(), role: faker.helpers.arrayElement(Object.values(Role)), status: faker.helpers.arrayElement(Object.values(UserStatus)), planName: faker.helpers.arrayElement(Object.values(PlanName)), email_verified: faker.datatype.boolean(), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', last_login_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), ...overrideResponse})

export const getAdminListTicketsResponseMock = (overrideResponse: Partial<Extract<AdminTicketPage, object>> = {}): AdminTicketPage => ({tickets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), feedback_type: faker.helpers.arrayElement(Object.values(FeedbackType)), message: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.helpers.arrayElement(Object.values(TicketStatus)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z', user_id: faker.string.uuid(), user_name: faker.string.alpha({length: {min: 10, max: 20}}), user_email: faker.internet.email()})), page: faker.number.int({min: 1}), limit: faker.number.int({min: 1}), total: faker.number.int({min: 0}), totalPages: faker.number.int({min: 0}), ...overrideResponse})

export const getAdminGetTicketResponseMock = (overrideResponse: Partial<Extract<AdminTicketDetail, object>> = {}): AdminTicketDetail => ({ticket: {id: faker.string.uuid(), feedback_type: faker.helpers.arrayElement(Object.values(FeedbackType)), message: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.helpers.arrayElement(Object.values(TicketStatus)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z'}, user: {id: faker.string.uuid(), name: faker.string.alpha({length: {min: 10, max: 20}}), email: faker.internet.email()}, conversation: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), author_role: faker.helpers.arrayElement(Object.values(AuthorRole)), author_name: faker.string.alpha({length: {min: 10, max: 20}}), response: faker.string.alpha({length: {min: 10, max: 20}}), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})), ...overrideResponse})

export const getAdminReplyToTicketResponseMock = (overrideResponse: Partial<Extract<ConversationEntry, object>> = {}): ConversationEntry => ({id: faker.string.uuid(), author_role: faker.helpers.arrayElement(Object.values(AuthorRole)), author_name: faker.string.alpha({length: {min: 10, max: 20}}), response: faker.string.alpha({length: {min: 10, max: 20}}), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getAdminUpdateTicketStatusResponseMock = (overrideResponse: Partial<Extract<AdminTicket, object>> = {}): AdminTicket => ({id: faker.string.uuid(), feedback_type: faker.helpers.arrayElement(Object.values(FeedbackType)), message: faker.string.alpha({length: {min: 10, max: 20}}), status: faker.helpers.arrayElement(Object.values(TicketStatus)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', updated_at: faker.date.past().toISOString().slice(0, 19) + 'Z', user_id: faker.string.uuid(), user_name: faker.string.alpha({length: {min: 10, max: 20}}), user_email: faker.internet.email(), ...overrideResponse})

export const getAdminListAnnouncementsResponseMock = (): AdminAnnouncement[] => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(AnnouncementType)), message: faker.string.alpha({length: {min: 10, max: 20}}), is_active: faker.datatype.boolean(), starts_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), ends_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})))

export const getAdminCreateAnnouncementResponseMock = (overrideResponse: Partial<Extract<AdminAnnouncement, object>> = {}): AdminAnnouncement => ({id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(AnnouncementType)), message: faker.string.alpha({length: {min: 10, max: 20}}), is_active: faker.datatype.boolean(), starts_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), ends_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getAdminUpdateAnnouncementResponseMock = (overrideResponse: Partial<Extract<AdminAnnouncement, object>> = {}): AdminAnnouncement => ({id: faker.string.uuid(), type: faker.helpers.arrayElement(Object.values(AnnouncementType)), message: faker.string.alpha({length: {min: 10, max: 20}}), is_active: faker.datatype.boolean(), starts_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), ends_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getAdminListAuditLogResponseMock = (overrideResponse: Partial<Extract<AuditLogPage, object>> = {}): AuditLogPage => ({entries: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), actor_id: faker.helpers.arrayElement([faker.string.uuid(), null]), actor_email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), action: faker.string.alpha({length: {min: 10, max: 20}}), target_type: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), target_id: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), metadata: {}, created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})), page: faker.number.int({min: 1}), limit: faker.number.int({min: 1}), total: faker.number.int({min: 0}), totalPages: faker.number.int({min: 0}), ...overrideResponse})

export const getAdminListActivityLogResponseMock = (overrideResponse: Partial<Extract<ActivityLogPage, object>> = {}): ActivityLogPage => ({events: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), user_id: faker.helpers.arrayElement([faker.string.uuid(), null]), user_email: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), event: faker.string.alpha({length: {min: 10, max: 20}}), metadata: {}, created_at: faker.date.past().toISOString().slice(0, 19) + 'Z'})), page: faker.number.int({min: 1}), limit: faker.number.int({min: 1}), total: faker.number.int({min: 0}), totalPages: faker.number.int({min: 0}), ...overrideResponse})

export const getAdminGetSettingsResponseMock = (overrideResponse: Partial<Extract<AdminSettings, object>> = {}): AdminSettings => ({trialDays: faker.number.int({min: 0, max: 365}), requireEmailVerification: faker.datatype.boolean(), maintenanceBanner: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), freePlanLimits: {interviewSessions: faker.number.int({min: 0, max: 1000}), resumes: faker.number.int({min: 0, max: 100}), jobDescriptions: faker.number.int({min: 0, max: 100}), resumePolishes: faker.number.int({min: 0, max: 100})}, updated_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), updated_by: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), ...overrideResponse})

export const getAdminUpdateSettingsResponseMock = (overrideResponse: Partial<Extract<AdminSettings, object>> = {}): AdminSettings => ({trialDays: faker.number.int({min: 0, max: 365}), requireEmailVerification: faker.datatype.boolean(), maintenanceBanner: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), freePlanLimits: {interviewSessions: faker.number.int({min: 0, max: 1000}), resumes: faker.number.int({min: 0, max: 100}), jobDescriptions: faker.number.int({min: 0, max: 100}), resumePolishes: faker.number.int({min: 0, max: 100})}, updated_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), updated_by: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), ...overrideResponse})

