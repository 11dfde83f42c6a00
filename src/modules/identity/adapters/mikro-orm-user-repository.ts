import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '../../../shared/persistence/database.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import type { User } from '../domain/user.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { UserEntity } from './mikro-orm-entities.ts';

/** Plain copies in and out: the domain never holds a managed entity. */
function plain(row: User | null): User | null {
  return row ? { ...row, completedTours: [...row.completedTours] } : null;
}

export class MikroOrmUserRepository implements UserRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async findById(id: string): Promise<User | null> {
    return plain(await this.#orm.em.findOne(UserEntity, { id }, { disableIdentityMap: true }));
  }

  async findByEmail(emailNormalized: string): Promise<User | null> {
    return plain(await this.#orm.em.findOne(UserEntity, { emailNormalized }, { disableIdentityMap: true }));
  }

  async findByGoogleSubject(subject: string): Promise<User | null> {
    return plain(
      await this.#orm.em.findOne(UserEntity, { googleSubject: subject }, { disableIdentityMap: true }),
    );
  }

  async create(user: User): Promise<void> {
    try {
      await this.#orm.em.insert(UserEntity, { ...user });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw new EmailTakenError();
      throw err;
    }
  }

  async save(user: User): Promise<void> {
    const { id, ...fields } = user;
    await this.#orm.em.nativeUpdate(UserEntity, { id }, fields);
  }

  async hasAny(): Promise<boolean> {
    const rows = await this.#orm.em.getConnection().execute('select 1 from users limit 1');
    return rows.length > 0;
  }

  async delete(id: string): Promise<void> {
    await this.#orm.em.nativeDelete(UserEntity, { id });
  }
}
