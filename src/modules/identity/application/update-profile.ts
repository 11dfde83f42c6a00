import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { ExperienceLevel, Gender, Industry, User } from '../domain/user.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/**
 * Only these fields are the user's to change; e-mail, role and plan are not. Absent leaves a field
 * as it is; null or blank clears an optional one.
 */
export interface ProfileChanges {
  name?: string;
  jobTitle?: string | null;
  industry?: Industry | null;
  experience?: ExperienceLevel | null;
  gender?: Gender | null;
}

export class UpdateProfile {
  readonly #users: UserRepository;
  readonly #clock: Clock;
  constructor(users: UserRepository, clock: Clock) {
    this.#users = users;
    this.#clock = clock;
  }

  async execute(userId: string, changes: ProfileChanges): Promise<User> {
    const user = await this.#users.findById(userId);
    if (!user) throw new NotFoundError('Account');
    const blankToNull = <T extends string>(v: T | null | undefined, current: T | null): T | null =>
      v === undefined ? current : v === null || v.trim() === '' ? null : (v.trim() as T);
    const updated: User = {
      ...user,
      name: changes.name?.trim() ? changes.name.trim() : user.name,
      jobTitle: blankToNull(changes.jobTitle, user.jobTitle),
      industry: blankToNull(changes.industry, user.industry),
      experience: blankToNull(changes.experience, user.experience),
      gender: blankToNull(changes.gender, user.gender),
      updatedAt: this.#clock.now(),
    };
    await this.#users.save(updated);
    return updated;
  }
}
