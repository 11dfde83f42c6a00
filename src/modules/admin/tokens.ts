import { token } from '../../shared/kernel/token.ts';
import type { StaffActions } from './application/staff-actions.ts';
import type { AuditTrail } from './ports/audit-trail.ts';
// ── users and tickets ──────────────────────────────────────────────────────────────────────────
import type { AddTicketNote } from './application/add-ticket-note.ts';
import type { ChangeTicketStatus } from './application/change-ticket-status.ts';
import type { DeleteUser } from './application/delete-user.ts';
import type { GetUser } from './application/get-user.ts';
import type { IdentifyStaff } from './application/identify-staff.ts';
import type { ListUsers } from './application/list-users.ts';
import type { ReplyToTicket } from './application/reply-to-ticket.ts';
import type { ResetUserPassword } from './application/reset-user-password.ts';
import type { SuspendUser } from './application/suspend-user.ts';
import type { UnsuspendUser } from './application/unsuspend-user.ts';
import type { AccountControls } from './ports/account-controls.ts';
import type { StaffDirectory } from './ports/staff-directory.ts';
import type { TicketDesk } from './ports/ticket-desk.ts';
import type { UserDirectory } from './ports/user-directory.ts';
// ── metrics, logs, announcements and settings ──────────────────────────────────────────────────
import type { ExportAuditLog, ListAuditLog } from './application/audit-log.ts';
import type { GetMetrics } from './application/get-metrics.ts';
import type { RefreshMetrics } from './application/refresh-metrics.ts';
import type { ExportActivityLog, ListActivity } from './application/list-activity.ts';
import type {
  CreateAnnouncement,
  DeleteAnnouncement,
  ListAnnouncements,
  UpdateAnnouncement,
} from './application/manage-announcements.ts';
import type { OperatorSettingsCache } from './application/operator-settings-cache.ts';
import type { GetSettings, UpdateSettings } from './application/update-settings.ts';
import type { ActivityLog } from './ports/activity-log.ts';
import type { AnnouncementStore } from './ports/announcement-store.ts';
import type { MetricsSource } from './ports/metrics-source.ts';
import type { SettingsStore } from './ports/settings-store.ts';
// ── end of metrics, logs, announcements and settings ───────────────────────────────────────────

/** Injection tokens of the admin module. */
export const ADMIN = {
  AuditTrail: token<AuditTrail>('admin.AuditTrail'),
  /** The one path of every staff action: the action and its audit entry in one transaction. */
  StaffActions: token<StaffActions>('admin.StaffActions'),
  // ── users and tickets ────────────────────────────────────────────────────────────────────────
  StaffDirectory: token<StaffDirectory>('admin.StaffDirectory'),
  UserDirectory: token<UserDirectory>('admin.UserDirectory'),
  AccountControls: token<AccountControls>('admin.AccountControls'),
  TicketDesk: token<TicketDesk>('admin.TicketDesk'),
  IdentifyStaff: token<IdentifyStaff>('admin.IdentifyStaff'),
  ListUsers: token<ListUsers>('admin.ListUsers'),
  GetUser: token<GetUser>('admin.GetUser'),
  SuspendUser: token<SuspendUser>('admin.SuspendUser'),
  UnsuspendUser: token<UnsuspendUser>('admin.UnsuspendUser'),
  ResetUserPassword: token<ResetUserPassword>('admin.ResetUserPassword'),
  DeleteUser: token<DeleteUser>('admin.DeleteUser'),
  ReplyToTicket: token<ReplyToTicket>('admin.ReplyToTicket'),
  ChangeTicketStatus: token<ChangeTicketStatus>('admin.ChangeTicketStatus'),
  AddTicketNote: token<AddTicketNote>('admin.AddTicketNote'),
  // ── end of users and tickets ─────────────────────────────────────────────────────────────────
  // ── metrics, logs, announcements and settings ────────────────────────────────────────────────
  MetricsSource: token<MetricsSource>('admin.MetricsSource'),
  ActivityLog: token<ActivityLog>('admin.ActivityLog'),
  Announcements: token<AnnouncementStore>('admin.Announcements'),
  SettingsStore: token<SettingsStore>('admin.SettingsStore'),
  /** The operator settings in memory; every module reads it as TOKENS.OperatorSettings. */
  Settings: token<OperatorSettingsCache>('admin.Settings'),
  GetMetrics: token<GetMetrics>('admin.GetMetrics'),
  RefreshMetrics: token<RefreshMetrics>('admin.RefreshMetrics'),
  ListActivity: token<ListActivity>('admin.ListActivity'),
  ExportActivityLog: token<ExportActivityLog>('admin.ExportActivityLog'),
  ListAuditLog: token<ListAuditLog>('admin.ListAuditLog'),
  ExportAuditLog: token<ExportAuditLog>('admin.ExportAuditLog'),
  ListAnnouncements: token<ListAnnouncements>('admin.ListAnnouncements'),
  CreateAnnouncement: token<CreateAnnouncement>('admin.CreateAnnouncement'),
  UpdateAnnouncement: token<UpdateAnnouncement>('admin.UpdateAnnouncement'),
  DeleteAnnouncement: token<DeleteAnnouncement>('admin.DeleteAnnouncement'),
  GetSettings: token<GetSettings>('admin.GetSettings'),
  UpdateSettings: token<UpdateSettings>('admin.UpdateSettings'),
  // ── end of metrics, logs, announcements and settings ─────────────────────────────────────────
} as const;

/** The admin module's job queues. */
export const ADMIN_QUEUES = { refreshMetrics: 'admin.refresh-metrics' } as const;
