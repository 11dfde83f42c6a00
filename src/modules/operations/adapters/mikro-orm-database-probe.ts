import type { Orm } from '../../../shared/persistence/database.ts';
import { pingDatabase } from '../../../shared/persistence/database.ts';
import type { DatabaseProbe } from '../ports/database-probe.ts';

export class MikroOrmDatabaseProbe implements DatabaseProbe {
  readonly #orm: Orm;
  constructor(orm: Orm) {
    this.#orm = orm;
  }
  ping(): Promise<void> {
    return pingDatabase(this.#orm);
  }
}
