import type { ConversationEntry, Ticket, TicketWithOwner } from '../../support/index.ts';
// ── users and tickets ──────────────────────────────────────────────────────────────────────────
import type { TicketNote } from '../../support/index.ts';
import type { UserDetail } from '../application/get-user.ts';
import type { DeletionReceipt, StaffViewOfUser, UserActivity } from '../domain/admin-user.ts';
// ── end of users and tickets ───────────────────────────────────────────────────────────────────

export function presentTicket(t: Ticket) {
  return {
    id: t.id,
    feedback_type: t.feedbackType,
    message: t.message,
    status: t.status,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

/** A ticket as staff list it: with the person who wrote it. */
export function presentStaffTicket(t: TicketWithOwner) {
  return { ...presentTicket(t), user_id: t.owner.id, user_name: t.owner.name, user_email: t.owner.email };
}

export function presentEntry(e: ConversationEntry) {
  return {
    id: e.id,
    author_role: e.authorRole,
    author_name: e.authorName,
    response: e.response,
    created_at: e.createdAt.toISOString(),
  };
}

// ── users and tickets ──────────────────────────────────────────────────────────────────────────

export const RESET_LINK_SENT = 'A password reset link has been sent to the user.';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function presentAdminUser(u: StaffViewOfUser) {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    status: u.status,
    planName: u.planName,
    email_verified: u.emailVerified,
    created_at: u.createdAt.toISOString(),
    last_login_at: iso(u.lastLoginAt),
  };
}

export function presentUserActivity(e: UserActivity) {
  return {
    id: e.id,
    user_id: e.userId,
    user_email: e.userEmail,
    event: e.event,
    metadata: e.metadata,
    created_at: e.createdAt.toISOString(),
  };
}

export function presentUserDetail(d: UserDetail) {
  return {
    user: presentAdminUser(d.user),
    subscription: {
      planName: d.plan.planName,
      status: d.plan.status,
      current_period_end: iso(d.plan.currentPeriodEnd),
      cancel_at_period_end: d.plan.cancelAtPeriodEnd,
      trial_ends_at: iso(d.plan.trialEndsAt),
    },
    counts: d.counts,
    recentActivity: d.recentActivity.map(presentUserActivity),
  };
}

export function presentDeletionReceipt(r: DeletionReceipt) {
  return { userId: r.userId, deletedAt: r.deletedAt.toISOString(), removed: { ...r.removed } };
}

export function presentNote(n: TicketNote) {
  return {
    id: n.id,
    author_name: n.authorName,
    author_role: n.authorRole,
    note: n.note,
    created_at: n.createdAt.toISOString(),
  };
}
// ── end of users and tickets ───────────────────────────────────────────────────────────────────
