// Test data of the admin screens' specs (never imported by the app itself).
import type {
  ActivityEvent,
  AdminAnnouncement,
  AdminMetrics,
  AdminSettings,
  AdminTicket,
  AdminTicketDetail,
  AdminUser,
  AdminUserDetail,
  AuditLogEntry,
} from '../../api/generated/model';
import { setToken } from '../../lib/auth-token';
import { makeToken } from '../../test/make-token';

/** Signs in as staff of the given role (the profile handler answers with this name and e-mail). */
export function signInAs(role: 'admin' | 'support') {
  setToken(
    makeToken({
      sub: `${role}-1`,
      role,
      name: role === 'admin' ? 'Grace Hopper' : 'Sam Support',
      email: `${role}@example.com`,
    }),
  );
}

export function makeMetrics(overrides: Partial<AdminMetrics> = {}): AdminMetrics {
  return {
    users: { total: 1250, newLast7Days: 42, newLast30Days: 180, activeLast30Days: 640, verifiedShare: 0.873 },
    revenue: {
      payingByPlan: { Pro: 120, Premium: 30 },
      monthlyRecurringRevenueCents: 345_600,
      cancelling: 4,
      cancellingMonthlyRevenueCents: 7_040,
      trialing: 18,
    },
    sessions: {
      total: 9876,
      averageScore: 7.25,
      perDay: [
        { date: '2025-08-01', count: 12 },
        { date: '2025-08-02', count: 30 },
        { date: '2025-08-03', count: 7 },
      ],
    },
    polish: { runsLast30Days: 64 },
    tickets: { open: 5, oldestOpenAgeSeconds: 3 * 86_400 + 600 },
    evaluations: { failedLast30Days: 2 },
    queue: { depth: 3, deadLetters: 1 },
    generated_at: new Date().toISOString(),
    ...overrides,
  };
}

export function makeUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'user',
    status: 'active',
    planName: 'Pro',
    email_verified: true,
    created_at: '2025-07-01T10:00:00Z',
    last_login_at: '2025-08-01T10:00:00Z',
    ...overrides,
  };
}

export function makeActivity(overrides: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id: 'ev1',
    user_id: 'u1',
    user_email: 'ada@example.com',
    event: 'login',
    metadata: { method: 'password' },
    created_at: '2025-08-01T10:00:00Z',
    ...overrides,
  };
}

export function makeUserDetail(user: AdminUser = makeUser()): AdminUserDetail {
  return {
    user,
    subscription: {
      planName: user.planName,
      status: 'active',
      current_period_end: '2025-09-01T00:00:00Z',
      cancel_at_period_end: false,
      trial_ends_at: null,
    },
    counts: { documents: 4, sessions: 11, tickets: 1 },
    recentActivity: [makeActivity(), makeActivity({ id: 'ev2', event: 'interview.start', metadata: {} })],
  };
}

export function page<T, K extends string>(
  key: K,
  items: T[],
  extra: {
    page?: number;
    totalPages?: number;
    total?: number;
    totalCapped?: boolean;
    hasMore?: boolean;
  } = {},
) {
  const current = extra.page ?? 1;
  const totalPages = extra.totalPages ?? (items.length > 0 ? 1 : 0);
  const totalCapped = extra.totalCapped ?? false;
  return {
    [key]: items,
    page: current,
    limit: 20,
    total: extra.total ?? items.length,
    totalCapped,
    totalPages,
    hasMore: extra.hasMore ?? (totalCapped || current < totalPages),
  } as { [P in K]: T[] } & {
    page: number;
    limit: number;
    total: number;
    totalCapped: boolean;
    totalPages: number;
    hasMore: boolean;
  };
}

export function makeAdminTicket(overrides: Partial<AdminTicket> = {}): AdminTicket {
  return {
    id: 't1',
    feedback_type: 'Bug Report',
    message: 'Upload fails\nThe PDF upload stops at 99%.',
    status: 'Open',
    created_at: '2025-08-01T10:00:00Z',
    updated_at: '2025-08-02T10:00:00Z',
    user_id: 'u1',
    user_name: 'Ada Lovelace',
    user_email: 'ada@example.com',
    ...overrides,
  };
}

export function makeTicketDetail(overrides: Partial<AdminTicketDetail> = {}): AdminTicketDetail {
  return {
    ticket: {
      id: 't1',
      feedback_type: 'Bug Report',
      message: 'Upload fails\nThe PDF upload stops at 99%.',
      status: 'Open',
      created_at: '2025-08-01T10:00:00Z',
      updated_at: '2025-08-02T10:00:00Z',
    },
    user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    conversation: [
      {
        id: 'c1',
        author_role: 'support',
        author_name: 'Sam Support (Support Team)',
        response: 'Which browser do you use?',
        created_at: '2025-08-01T12:00:00Z',
      },
      {
        id: 'c2',
        author_role: 'user',
        author_name: 'Ada Lovelace',
        response: 'Firefox 128.',
        created_at: '2025-08-01T13:00:00Z',
      },
    ],
    notes: [
      {
        id: 'n1',
        author_name: 'Sam Support',
        author_role: 'support',
        note: 'Looks like the upload size limit.',
        created_at: '2025-08-01T12:30:00Z',
      },
    ],
    ...overrides,
  };
}

export function makeAnnouncement(overrides: Partial<AdminAnnouncement> = {}): AdminAnnouncement {
  return {
    id: 'a1',
    is_feature: false,
    type: 'Informational',
    message: 'New interview types are here.',
    is_active: true,
    starts_at: null,
    ends_at: null,
    created_at: '2025-08-01T10:00:00Z',
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 'al1',
    actor_id: 'admin-1',
    actor_email: 'admin@example.com',
    actor_role: 'admin',
    action: 'user.suspend',
    target_type: 'user',
    target_id: 'u1',
    before: { status: 'active' },
    after: { status: 'suspended' },
    reason: 'Chargeback fraud',
    ip: '203.0.113.7',
    request_id: 'req-123',
    created_at: '2025-08-01T10:00:00Z',
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<AdminSettings> = {}): AdminSettings {
  return {
    supportEmail: 'support@example.com',
    trialDays: 7,
    requireEmailVerification: true,
    maintenanceBanner: null,
    freePlanLimits: { interviewSessions: 3, resumes: 1, jobDescriptions: 1, resumePolishes: 1 },
    updated_at: '2025-08-01T10:00:00Z',
    updated_by: 'admin@example.com',
    ...overrides,
  };
}
