import type { ActivityEntry } from './activity.ts';
/** Roles and statuses of accounts as the admin area shows them. */
export type AccountRole = 'user' | 'admin' | 'support';
export type AccountStatus = 'active' | 'suspended';
export type Plan = 'Free' | 'Pro' | 'Premium';

/** A subscription as billing keeps it for a person: the provider's status, unchanged. */
export interface HeldSubscription {
  planName: Plan;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Which payment provider holds it ('sandbox', 'stripe'). */
  provider: string;
}

/** An account as the directory reads it for staff: never its credentials. */
export interface AccountRecord {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  status: AccountStatus;
  emailVerified: boolean;
  trialEndsAt: Date | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  subscription: HeldSubscription | null;
}

/** What a person's plan is now, as their profile would say. */
export interface PlanStanding {
  planName: Plan;
  status: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEndsAt: Date | null;
}

/** An account in the staff list: the record with the plan it is on now. */
export interface StaffViewOfUser {
  id: string;
  name: string;
  email: string;
  role: AccountRole;
  status: AccountStatus;
  planName: Plan;
  emailVerified: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

/** One thing the person did, from the activity log. */
/** An activity event of the person, as the activity log keeps it. */
export type UserActivity = ActivityEntry;

export interface UserCounts {
  documents: number;
  sessions: number;
  tickets: number;
}

/** What an account owns, counted just before it is deleted. */
export interface AccountFootprint {
  documents: number;
  /** Objects in file storage: every document's file, every spoken question's audio, every sandbox invoice PDF. */
  storedFiles: number;
  sessions: number;
  tickets: number;
  notifications: number;
}

/** What went with a deleted account: the answer to the admin and the audit entry's record. */
export interface DeletionReceipt {
  userId: string;
  deletedAt: Date;
  removed: AccountFootprint & { subscriptionCancelled: boolean };
}

/** The fields of an account an audit entry keeps before and after an action: never secrets. */
export function auditedAccount(user: StaffViewOfUser): Record<string, string | boolean> {
  return {
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    planName: user.planName,
  };
}
