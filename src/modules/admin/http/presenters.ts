import type { ConversationEntry, Ticket, TicketWithOwner } from '../../support/index.ts';
// ── users and tickets ──────────────────────────────────────────────────────────────────────────
import type { TicketNote } from '../../support/index.ts';
import type { UserDetail } from '../application/get-user.ts';
import type { DeletionReceipt, StaffViewOfUser } from '../domain/admin-user.ts';
// ── end of users and tickets ───────────────────────────────────────────────────────────────────
// ── metrics, logs, announcements and settings ──
import type { ActivityEntry } from '../domain/activity.ts';
import type { AnnouncementDraft, ManagedAnnouncement } from '../domain/announcement.ts';
import type { AuditEntry } from '../domain/audit.ts';
import type { ProductMetrics } from '../domain/metrics.ts';
import type { SavedSettings } from '../domain/settings.ts';
import type { AnnouncementInput } from './generated/admin.schemas.ts';
// ── end ──

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

// ── metrics, logs, announcements and settings ──────────────────────────────────────────────────
export function presentMetrics(m: ProductMetrics) {
  return {
    users: m.users,
    revenue: m.revenue,
    sessions: m.sessions,
    polish: m.polish,
    tickets: m.tickets,
    evaluations: m.evaluations,
    queue: m.queue,
    generated_at: m.generatedAt.toISOString(),
  };
}

export function presentAuditEntry(e: AuditEntry) {
  return {
    id: e.id,
    actor_id: e.actorId,
    actor_email: e.actorEmail,
    actor_role: e.actorRole,
    action: e.action,
    target_type: e.targetType,
    target_id: e.targetId,
    before: e.before === null ? null : { ...e.before },
    after: e.after === null ? null : { ...e.after },
    reason: e.reason,
    ip: e.ip,
    request_id: e.requestId,
    created_at: e.createdAt.toISOString(),
  };
}

export function presentActivity(e: ActivityEntry) {
  return {
    id: e.id,
    user_id: e.userId,
    user_email: e.userEmail,
    event: e.event,
    metadata: { ...e.metadata },
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
    recentActivity: d.recentActivity.map(presentActivity),
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
export function presentAdminAnnouncement(a: ManagedAnnouncement) {
  return {
    id: a.id,
    type: a.type,
    message: a.message,
    is_feature: a.isFeature,
    is_active: a.isActive,
    starts_at: a.startsAt?.toISOString() ?? null,
    ends_at: a.endsAt?.toISOString() ?? null,
    created_at: a.createdAt.toISOString(),
  };
}

/** The contract's AnnouncementInput as the admin area's draft. */
export function announcementDraftOf(input: AnnouncementInput): AnnouncementDraft {
  return {
    type: input.type,
    message: input.message,
    isFeature: input.is_feature ?? false,
    isActive: input.is_active,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
  };
}

export function presentSettings(s: SavedSettings) {
  return {
    trialDays: s.trialDays,
    requireEmailVerification: s.requireEmailVerification,
    supportEmail: s.supportEmail,
    maintenanceBanner: s.maintenanceBanner,
    freePlanLimits: { ...s.freePlanLimits },
    updated_at: s.updatedAt?.toISOString() ?? null,
    updated_by: s.updatedBy,
  };
}
/** The audit filters of a list or export query (`target` is the target's id). */
export function auditFiltersOf(q: {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}) {
  return {
    actor: q.actor,
    action: q.action,
    targetId: q.target,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
  };
}
// ── end of metrics, logs, announcements and settings ───────────────────────────────────────────
