import type { Orm } from '../../../shared/persistence/database.ts';
import type { RefreshTokenRecord, RefreshTokenRepository } from '../ports/refresh-token-repository.ts';
import { RefreshTokenEntity } from './mikro-orm-entities.ts';

export class MikroOrmRefreshTokenRepository implements RefreshTokenRepository {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async create(record: RefreshTokenRecord): Promise<void> {
    await this.#orm.em.insert(RefreshTokenEntity, { ...record });
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const row = await this.#orm.em.findOne(RefreshTokenEntity, { tokenHash }, { disableIdentityMap: true });
    return row ? { ...row } : null;
  }

  async markUsed(id: string, at: Date): Promise<boolean> {
    return (await this.#orm.em.nativeUpdate(RefreshTokenEntity, { id, usedAt: null }, { usedAt: at })) === 1;
  }

  async revokeFamily(familyId: string, at: Date): Promise<void> {
    await this.#orm.em.nativeUpdate(RefreshTokenEntity, { familyId, revokedAt: null }, { revokedAt: at });
  }

  async revokeAllForUser(userId: string, at: Date, exceptFamilyId?: string): Promise<void> {
    const where = exceptFamilyId
      ? { userId, revokedAt: null, familyId: { $ne: exceptFamilyId } }
      : { userId, revokedAt: null };
    await this.#orm.em.nativeUpdate(RefreshTokenEntity, where, { revokedAt: at });
  }
}
