import type { Orm } from '../../../shared/persistence/database.ts';
import type {
  OneTimePurpose,
  OneTimeTokenRecord,
  OneTimeTokenRepository,
} from '../ports/one-time-token-repository.ts';
import { OneTimeTokenEntity } from './mikro-orm-entities.ts';

export class MikroOrmOneTimeTokenRepository implements OneTimeTokenRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async replace(record: OneTimeTokenRecord): Promise<void> {
    const em = this.#orm.em;
    await em.nativeUpdate(
      OneTimeTokenEntity,
      { userId: record.userId, purpose: record.purpose, usedAt: null },
      { usedAt: record.createdAt },
    );
    await em.insert(OneTimeTokenEntity, { ...record });
  }

  async findByHash(tokenHash: string, purpose: OneTimePurpose): Promise<OneTimeTokenRecord | null> {
    const row = await this.#orm.em.findOne(
      OneTimeTokenEntity,
      { tokenHash, purpose },
      { disableIdentityMap: true },
    );
    return row ? { ...row } : null;
  }

  async consume(id: string, at: Date): Promise<boolean> {
    return (await this.#orm.em.nativeUpdate(OneTimeTokenEntity, { id, usedAt: null }, { usedAt: at })) === 1;
  }
}
