/**
 * The billing module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; billing/module.ts composes the module.
 */
export { BILLING } from './tokens.ts';
export type { BillingInterval, PaidPlan, PlanName, PricingSettings } from './domain/plans.ts';
export { annualMonthlyPrice, annualSavings } from './domain/plans.ts';
export type { PlanAccess, SubscriptionStatus } from './domain/plan-access.ts';
export { planAccess, SUBSCRIPTION_STATUSES } from './domain/plan-access.ts';
export { discountOn, parseSandboxCoupons } from './domain/promotion.ts';
