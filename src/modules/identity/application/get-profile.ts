import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import { type Entitlements, entitlementsOf } from '../domain/entitlements.ts';
import type { User } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';

export interface Profile {
  user: User;
  entitlements: Entitlements;
}

/** The signed-in user's account and what their plan (paid, trial or Free) lets them use. */
export class GetProfile {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(userId: string): Promise<Profile> {
    // independent reads: ask for both at once
    const [user, paid] = await Promise.all([
      this.#d.users.findById(userId),
      this.#d.subscriptions.forUser(userId),
    ]);
    if (!user) throw new NotFoundError('Account');
    return { user, entitlements: entitlementsOf(user, paid, this.#d.clock.now()) };
  }
}
