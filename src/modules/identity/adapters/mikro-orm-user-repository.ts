import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Orm } from '../../../shared/persistence/database.ts';
import { runSql, selectOne } from '../../../shared/persistence/raw-sql.ts';
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

  // read on every authenticated request: a hand-written query, hydrated by the entity mapping
  async findById(id: string): Promise<User | null> {
    return plain(await selectOne(this.#orm, UserEntity, 'select * from users where id = ?', [id]));
  }

  async findByEmail(emailNormalized: string): Promise<User | null> {
    return plain(
      await selectOne(this.#orm, UserEntity, 'select * from users where email_normalized = ?', [
        emailNormalized,
      ]),
    );
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
    const { id, tokenVersion: _onlyMovedByRevocation, ...fields } = user;
    await this.#orm.em.nativeUpdate(UserEntity, { id }, fields);
  }

  async markPolishUsed(id: string): Promise<void> {
    await runSql(this.#orm, 'update users set used_polish_feature = true where id = ?', [id]);
  }

  async revokeAccessTokens(id: string): Promise<void> {
    await runSql(this.#orm, 'update users set token_version = token_version + 1 where id = ?', [id]);
  }

  async hasAny(): Promise<boolean> {
    const rows = await runSql<unknown[]>(this.#orm, 'select 1 from users limit 1');
    return rows.length > 0;
  }

  async delete(id: string): Promise<void> {
    await this.#orm.em.nativeDelete(UserEntity, { id });
  }
}
