import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { ExperienceLevel, Gender, Industry, User } from '../domain/user.ts';
import type { IdentityDeps } from './identity-deps.ts';

/** Only these fields are the user's to change; e-mail, role and plan are not. */
export interface ProfileChanges {
  name?: string;
  job_title?: string | null;
  industry?: Industry | null;
  experience?: ExperienceLevel | null;
  gender?: Gender | null;
}

export class UpdateProfile {
  readonly #d: IdentityDeps;
  constructor(deps: IdentityDeps) {
    this.#d = deps;
  }

  async execute(userId: string, changes: ProfileChanges): Promise<User> {
    const { users, clock } = this.#d;
    const user = await users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const blankToNull = <T extends string>(v: T | null | undefined, current: T | null): T | null =>
      v === undefined ? current : v === null || v.trim() === '' ? null : (v.trim() as T);
    const updated: User = {
      ...user,
      name: changes.name?.trim() ? changes.name.trim() : user.name,
      jobTitle: blankToNull(changes.job_title, user.jobTitle),
      industry: blankToNull(changes.industry, user.industry),
      experience: blankToNull(changes.experience, user.experience),
      gender: blankToNull(changes.gender, user.gender),
      updatedAt: clock.now(),
    };
    await users.save(updated);
    return updated;
  }
}
