import { givesPlan, type HeldSubscription } from './plan-access.ts';

/**
 * Whether a subscription read from the provider takes the place of the one a user has on record.
 * Its own record always follows it. Another subscription of the same person (bought twice, or a new
 * one after a cancelled one) replaces the record unless the record still gives a plan and the
 * newcomer gives none: an abandoned or failed checkout never takes away a plan that is paid for.
 */
export function takesOver(
  held: (HeldSubscription & { providerSubscriptionId: string }) | null,
  incoming: HeldSubscription & { id: string },
  now: Date,
): boolean {
  if (!held || held.providerSubscriptionId === incoming.id) return true;
  return !(givesPlan(held, now) && !givesPlan(incoming, now));
}
