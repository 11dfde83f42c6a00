import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { MikroOrmAuditTrail } from './adapters/mikro-orm-audit-trail.ts';
import { StaffActions } from './application/staff-actions.ts';
import routes from './http/generated/admin.routes.ts';
import { staffAccess } from './http/staff-access.ts';
import { ADMIN } from './tokens.ts';
// ── users and tickets ──────────────────────────────────────────────────────────────────────────
import { IDENTITY } from '../identity/index.ts';
import { SUPPORT } from '../support/index.ts';
import { IdentityAccountControls } from './adapters/identity-account-controls.ts';
import { IdentityStaffDirectory } from './adapters/identity-staff-directory.ts';
import { MikroOrmUserDirectory } from './adapters/mikro-orm-user-directory.ts';
import { SupportTicketDesk } from './adapters/support-ticket-desk.ts';
import { AddTicketNote } from './application/add-ticket-note.ts';
import { ChangeTicketStatus } from './application/change-ticket-status.ts';
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
  registry.construct(A.ReplyToTicket, [A.StaffActions, A.TicketDesk], ReplyToTicket);
  registry.construct(A.ChangeTicketStatus, [A.StaffActions, A.TicketDesk], ChangeTicketStatus);
  registry.construct(A.AddTicketNote, [A.StaffActions, A.TicketDesk], AddTicketNote);
}
// ── end of users and tickets ───────────────────────────────────────────────────────────────────

function register(registry: Registry): void {
  registry.construct(ADMIN.AuditTrail, [TOKENS.Orm], MikroOrmAuditTrail);
  registry.construct(
    ADMIN.StaffActions,
    [ADMIN.AuditTrail, TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
    StaffActions,
  );
  registerUsersAndTickets(registry);
}

/**
 * The staff area: metrics, users, the support-ticket desk, announcements, the audit and activity
 * logs and operator settings. Every staff action goes through StaffActions, which writes the audit
 * entry in the action's own transaction.
 */
export const adminModule: AppModule = { name: 'admin', routes, register, apiMiddleware: () => staffAccess };
