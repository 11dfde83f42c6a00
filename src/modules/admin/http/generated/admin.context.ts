/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
AdminExportActivityLogParams,
  AdminExportAuditLogParams,
  AdminListActivityLogParams,
  AdminListAuditLogParams,
  AdminListTicketsParams,
  AdminListUsersParams,
  AdminSettingsUpdate,
  AnnouncementInput,
  DeleteUserRequest,
  OptionalReason,
  StaffActionReason,
  TicketNoteRequest,
  TicketReplyRequest,
  TicketStatusUpdate
} from './admin.schemas.ts';

export type AdminGetMetricsContext<E extends Env = any> = Context<E, '/api/admin/metrics'>
export type AdminListUsersContext<E extends Env = any> = Context<E, '/api/admin/users', { in: { query: AdminListUsersParams, }, out: { query: AdminListUsersParams, } }>
export type AdminGetUserContext<E extends Env = any> = Context<E, '/api/admin/users/:id', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type AdminDeleteUserContext<E extends Env = any> = Context<E, '/api/admin/users/:id', { in: { param: {
 id: string,
 },json: DeleteUserRequest, }, out: { param: {
 id: string,
 },json: DeleteUserRequest, } }>
export type AdminResetUserPasswordContext<E extends Env = any> = Context<E, '/api/admin/users/:id/reset-password', { in: { param: {
 id: string,
 },json: StaffActionReason, }, out: { param: {
 id: string,
 },json: StaffActionReason, } }>
export type AdminSuspendUserContext<E extends Env = any> = Context<E, '/api/admin/users/:id/suspend', { in: { param: {
 id: string,
 },json: StaffActionReason, }, out: { param: {
 id: string,
 },json: StaffActionReason, } }>
export type AdminUnsuspendUserContext<E extends Env = any> = Context<E, '/api/admin/users/:id/un-suspend', { in: { param: {
 id: string,
 },json: OptionalReason, }, out: { param: {
 id: string,
 },json: OptionalReason, } }>
export type AdminListTicketsContext<E extends Env = any> = Context<E, '/api/admin/support/tickets', { in: { query: AdminListTicketsParams, }, out: { query: AdminListTicketsParams, } }>
export type AdminGetTicketContext<E extends Env = any> = Context<E, '/api/admin/support/tickets/:id', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type AdminReplyToTicketContext<E extends Env = any> = Context<E, '/api/admin/support/tickets/:id/responses', { in: { param: {
 id: string,
 },json: TicketReplyRequest, }, out: { param: {
 id: string,
 },json: TicketReplyRequest, } }>
export type AdminAddTicketNoteContext<E extends Env = any> = Context<E, '/api/admin/support/tickets/:id/notes', { in: { param: {
 id: string,
 },json: TicketNoteRequest, }, out: { param: {
 id: string,
 },json: TicketNoteRequest, } }>
export type AdminUpdateTicketStatusContext<E extends Env = any> = Context<E, '/api/admin/support/tickets/:id/status', { in: { param: {
 id: string,
 },json: TicketStatusUpdate, }, out: { param: {
 id: string,
 },json: TicketStatusUpdate, } }>
export type AdminListAnnouncementsContext<E extends Env = any> = Context<E, '/api/admin/announcements'>
export type AdminCreateAnnouncementContext<E extends Env = any> = Context<E, '/api/admin/announcements', { in: { json: AnnouncementInput, }, out: { json: AnnouncementInput, } }>
export type AdminUpdateAnnouncementContext<E extends Env = any> = Context<E, '/api/admin/announcements/:id', { in: { param: {
 id: string,
 },json: AnnouncementInput, }, out: { param: {
 id: string,
 },json: AnnouncementInput, } }>
export type AdminDeleteAnnouncementContext<E extends Env = any> = Context<E, '/api/admin/announcements/:id', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type AdminListAuditLogContext<E extends Env = any> = Context<E, '/api/admin/audit-log', { in: { query: AdminListAuditLogParams, }, out: { query: AdminListAuditLogParams, } }>
export type AdminExportAuditLogContext<E extends Env = any> = Context<E, '/api/admin/audit-log/export', { in: { query: AdminExportAuditLogParams, }, out: { query: AdminExportAuditLogParams, } }>
export type AdminListActivityLogContext<E extends Env = any> = Context<E, '/api/admin/activity-log', { in: { query: AdminListActivityLogParams, }, out: { query: AdminListActivityLogParams, } }>
export type AdminExportActivityLogContext<E extends Env = any> = Context<E, '/api/admin/activity-log/export', { in: { query: AdminExportActivityLogParams, }, out: { query: AdminExportActivityLogParams, } }>
export type AdminGetSettingsContext<E extends Env = any> = Context<E, '/api/admin/settings'>
export type AdminUpdateSettingsContext<E extends Env = any> = Context<E, '/api/admin/settings', { in: { json: AdminSettingsUpdate, }, out: { json: AdminSettingsUpdate, } }>