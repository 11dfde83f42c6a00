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
    const user = await this.#d.users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const paid = await this.#d.subscriptions.forUser(userId);
    return { user, entitlements: entitlementsOf(user, paid, this.#d.clock.now()) };
  }
}
