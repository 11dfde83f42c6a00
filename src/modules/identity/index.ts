/**
 * The identity module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; identity/module.ts composes the module.
 */
export { IDENTITY } from './tokens.ts';
export type { AccessPolicy } from './application/access-policy.ts';
export type { AccountDeletionStep, DeleteAccount } from './application/delete-account.ts';
export type { PolishStanding, PolishUsage } from './application/polish-usage.ts';
export type { ProvisionAccounts, ProvisionedAccount } from './application/provision-accounts.ts';
export type { SendPasswordResetLink } from './application/send-password-reset-link.ts';
export type { SuspendAccount } from './application/suspend-account.ts';
export type { AccessWatch, WatchAccess } from './application/watch-access.ts';
export type { AccessEnd } from './domain/access.ts';
export { accessEndMessage } from './domain/access.ts';
export type { Entitlements, FreeLimit, PaidSubscription, PlanName } from './domain/entitlements.ts';
export { entitlementsOf, FREE_LIMITS } from './domain/entitlements.ts';
export type { Mail, Mailer } from './ports/mailer.ts';
export type { StaffSelfDeletion, StaffSelfDeletionRequest } from './ports/staff-self-deletion.ts';
export type { SubscriptionLookup, SubscriptionView } from './ports/subscription-lookup.ts';
