import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { MikroOrmAuditTrail } from './adapters/mikro-orm-audit-trail.ts';
import { StaffActions } from './application/staff-actions.ts';
import routes from './http/generated/admin.routes.ts';
import { staffAccess } from './http/staff-access.ts';
import { ADMIN, ADMIN_QUEUES } from './tokens.ts';
// ── users and tickets ──────────────────────────────────────────────────────────────────────────
import { IDENTITY } from '../identity/index.ts';
import { SUPPORT } from '../support/index.ts';
import { IdentityAccountControls } from './adapters/identity-account-controls.ts';
import { IdentityStaffDirectory } from './adapters/identity-staff-directory.ts';
import { MikroOrmUserDirectory } from './adapters/mikro-orm-user-directory.ts';
import { SupportTicketDesk } from './adapters/support-ticket-desk.ts';
import { AddTicketNote } from './application/add-ticket-note.ts';
import { ChangeTicketStatus } from './application/change-ticket-status.ts';
import { DeleteOwnStaffAccount } from './application/delete-own-account.ts';
import { DeleteUser } from './application/delete-user.ts';
import { GetUser } from './application/get-user.ts';
import { IdentifyStaff } from './application/identify-staff.ts';
import { ListUsers } from './application/list-users.ts';
import { ReplyToTicket } from './application/reply-to-ticket.ts';
import { ResetUserPassword } from './application/reset-user-password.ts';
import { SuspendUser } from './application/suspend-user.ts';
import { UnsuspendUser } from './application/unsuspend-user.ts';

// ── users and tickets ──────────────────────────────────────────────────────────────────────────
/** The user list and the staff actions on accounts and tickets, each through StaffActions. */
function registerUsersAndTickets(registry: Registry): void {
  const A = ADMIN;
  registry.construct(A.StaffDirectory, [IDENTITY.Users], IdentityStaffDirectory);
  registry.construct(A.UserDirectory, [TOKENS.Orm], MikroOrmUserDirectory);
  registry.construct(
    A.AccountControls,
    [IDENTITY.SuspendAccount, IDENTITY.SendPasswordResetLink, IDENTITY.DeleteAccount],
    IdentityAccountControls,
  );
  registry.construct(
    A.TicketDesk,
    [SUPPORT.GetTicket, SUPPORT.AnswerTicket, SUPPORT.ChangeTicketStatus, SUPPORT.AddTicketNote],
    SupportTicketDesk,
  );
  registry.construct(A.IdentifyStaff, [A.StaffDirectory], IdentifyStaff);
  registry.construct(A.ListUsers, [A.UserDirectory, TOKENS.Clock], ListUsers);
  registry.construct(A.GetUser, [A.UserDirectory, TOKENS.Clock], GetUser);
  const accountAction = [A.StaffActions, A.UserDirectory, A.AccountControls, TOKENS.Clock] as const;
  registry.construct(A.SuspendUser, accountAction, SuspendUser);
  registry.construct(A.UnsuspendUser, accountAction, UnsuspendUser);
  registry.construct(A.ResetUserPassword, accountAction, ResetUserPassword);
  registry.provide(
    A.DeleteUser,
    [...accountAction, TOKENS.Config],
    (actions, directory, controls, clock, config) =>
      new DeleteUser(actions, directory, controls, clock, { paymentProvider: config.PAYMENT_PROVIDER }),
  );
  // staff deleting their own account (identity's DELETE /api/user/account) is a staff action too
  registry.provide(
    IDENTITY.StaffSelfDeletion,
    [A.StaffActions, A.UserDirectory, TOKENS.Clock, TOKENS.Config],
    (actions, directory, clock, config) =>
      new DeleteOwnStaffAccount(actions, directory, clock, { paymentProvider: config.PAYMENT_PROVIDER }),
  );
  registry.construct(A.ReplyToTicket, [A.StaffActions, A.TicketDesk], ReplyToTicket);
  registry.construct(A.ChangeTicketStatus, [A.StaffActions, A.TicketDesk], ChangeTicketStatus);
  registry.construct(A.AddTicketNote, [A.StaffActions, A.TicketDesk], AddTicketNote);
}
// ── end of users and tickets ───────────────────────────────────────────────────────────────────
// ── metrics, logs, announcements and settings ──────────────────────────────────────────────────
import { BILLING } from '../billing/index.ts';
import { FREE_LIMITS } from '../identity/index.ts';
import { MikroOrmActivityLog } from './adapters/mikro-orm-activity-log.ts';
import { MikroOrmAnnouncementStore } from './adapters/mikro-orm-announcement-store.ts';
import { MikroOrmMetricsSource } from './adapters/mikro-orm-metrics-source.ts';
import { MikroOrmSessionRollup } from './adapters/mikro-orm-session-rollup.ts';
import { RefreshMetrics } from './application/refresh-metrics.ts';
import type { Orm } from '../../shared/persistence/database.ts';
import { MikroOrmSettingsStore } from './adapters/mikro-orm-settings-store.ts';
import { LoggedActivityRecorder } from './application/activity-recorder.ts';
import { ExportAuditLog, ListAuditLog } from './application/audit-log.ts';
import { GetMetrics } from './application/get-metrics.ts';
import { ExportActivityLog, ListActivity } from './application/list-activity.ts';
import {
  CreateAnnouncement,
  DeleteAnnouncement,
  ListAnnouncements,
  UpdateAnnouncement,
} from './application/manage-announcements.ts';
import { OperatorSettingsCache } from './application/operator-settings-cache.ts';
import { GetSettings, UpdateSettings } from './application/update-settings.ts';
import type { FeatureAnnouncementFanOut } from './ports/announcement-store.ts';
// ── end of metrics, logs, announcements and settings ───────────────────────────────────────────

// ── metrics, logs, announcements and settings ──────────────────────────────────────────────────
function registerOperations(registry: Registry): void {
  const A = ADMIN;
  // operator settings: the deployment's values until an admin saves others
  registry.construct(A.SettingsStore, [TOKENS.Orm], MikroOrmSettingsStore);
  registry.provide(
    A.Settings,
    [A.SettingsStore, TOKENS.Config, TOKENS.Logger],
    (store, config, logger) =>
      new OperatorSettingsCache(
        store,
        {
          trialDays: config.TRIAL_DAYS,
          requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
          supportEmail: config.SUPPORT_EMAIL,
          maintenanceBanner: null,
          freePlanLimits: {
            interviewSessions: FREE_LIMITS.interviewSessions,
            resumes: FREE_LIMITS.resumes,
            jobDescriptions: FREE_LIMITS.jobDescriptions,
            resumePolishes: FREE_LIMITS.polishes,
          },
        },
        logger,
      ),
  );
  registry.provide(TOKENS.OperatorSettings, [A.Settings], (settings) => settings);
  registry.construct(A.GetSettings, [A.Settings], GetSettings);
  registry.construct(
    A.UpdateSettings,
    [A.StaffActions, A.SettingsStore, A.Settings, TOKENS.Clock],
    UpdateSettings,
  );

  // the activity log
  registry.construct(A.ActivityLog, [TOKENS.Orm], MikroOrmActivityLog);
  registry.construct(
    TOKENS.Activity,
    [A.ActivityLog, TOKENS.Clock, TOKENS.Ids, TOKENS.Logger],
    LoggedActivityRecorder,
  );
  registry.construct(A.ListActivity, [A.ActivityLog], ListActivity);
  registry.construct(A.ExportActivityLog, [A.StaffActions, A.ActivityLog, TOKENS.Clock], ExportActivityLog);

  // the audit log
  registry.construct(A.ListAuditLog, [A.AuditTrail], ListAuditLog);
  registry.construct(A.ExportAuditLog, [A.StaffActions, A.AuditTrail, TOKENS.Clock], ExportAuditLog);

  // announcements; a feature announcement's notifications go out through support's fan-out
  registry.construct(A.Announcements, [TOKENS.Orm], MikroOrmAnnouncementStore);
  const fanOut = (): FeatureAnnouncementFanOut => ({
    start: (id) => registry.get(SUPPORT.AnnounceFeature).execute(id),
  });
  registry.construct(A.ListAnnouncements, [A.Announcements], ListAnnouncements);
  registry.provide(
    A.CreateAnnouncement,
    [A.StaffActions, A.Announcements, TOKENS.Clock, TOKENS.Ids],
    (actions, store, clock, ids) => new CreateAnnouncement(actions, store, fanOut(), clock, ids),
  );
  registry.provide(
    A.UpdateAnnouncement,
    [A.StaffActions, A.Announcements, TOKENS.Clock],
    (actions, store, clock) => new UpdateAnnouncement(actions, store, fanOut(), clock),
  );
  registry.construct(A.DeleteAnnouncement, [A.StaffActions, A.Announcements], DeleteAnnouncement);

  // metrics: prices from billing's catalogue, the queue from the job monitor
  registry.construct(A.MetricsSource, [TOKENS.Orm, TOKENS.JobMonitor], MikroOrmMetricsSource);
  registry.provide(
    A.GetMetrics,
    [A.MetricsSource, BILLING.Catalog, TOKENS.Clock],
    (source, catalog, clock) =>
      new GetMetrics(
        source,
        catalog.all().map((p) => ({ plan: p.plan, interval: p.interval, amountCents: p.amountCents })),
        clock,
      ),
  );
  // the sessions' daily rollup the metrics read: every five minutes, one run at a time anywhere
  registry.provide(
    A.RefreshMetrics,
    [TOKENS.Orm, TOKENS.Clock],
    (orm: Orm, clock) => new RefreshMetrics(new MikroOrmSessionRollup(orm), clock),
  );
  registry.contribute(TOKENS.JobHandlers, [A.RefreshMetrics], (refresh) => ({
    queue: ADMIN_QUEUES.refreshMetrics,
    run: async () => {
      await refresh.run();
    },
    every: '*/5 * * * *',
    retries: 0,
    timeoutSeconds: 120,
    exclusive: true,
  }));
}
// ── end of metrics, logs, announcements and settings ───────────────────────────────────────────

function register(registry: Registry): void {
  registry.construct(ADMIN.AuditTrail, [TOKENS.Orm], MikroOrmAuditTrail);
  registry.construct(
    ADMIN.StaffActions,
    [ADMIN.AuditTrail, TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
    StaffActions,
  );
  registerUsersAndTickets(registry);
  registerOperations(registry);
}

/**
 * The staff area: metrics, users, the support-ticket desk, announcements, the audit and activity
 * logs and operator settings. Every staff action goes through StaffActions, which writes the audit
 * entry in the action's own transaction.
 */
export const adminModule: AppModule = { name: 'admin', routes, register, apiMiddleware: () => staffAccess };
