import type { UnitOfWork } from '../kernel/unit-of-work.ts';
import type { Orm } from './database.ts';

/**
 * A database transaction around the work. Repositories use `orm.em`, which inside the callback
 * resolves to the transaction's entity manager, so they need no extra parameter.
 */
export class MikroOrmUnitOfWork implements UnitOfWork {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }
  run<T>(work: () => Promise<T>): Promise<T> {
    return this.#orm.em.transactional(() => work());
  }
}
