import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EntitySchema, MikroORM } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { migrations } from '../../../migrations/index.ts';

export type Orm = MikroORM;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder of the embedded database, or 'memory://' for a throw-away one. */
  embeddedDir: string;
  entities: EntitySchema[];
  debug?: boolean;
}

function shared(options: DatabaseOptions) {
  return {
    entities: options.entities,
    extensions: [Migrator],
    discovery: { warnWhenNoEntities: false },
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList: migrations,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    debug: options.debug ?? false,
    // Requests fork their own entity manager (see request-context middleware); the global one is never used.
    allowGlobalContext: false,
  };
}

/**
 * Opens the database: PostgreSQL when a URL is configured, otherwise embedded PGlite (the same SQL,
 * PostgreSQL 18 in WebAssembly). Both drivers are loaded lazily so each mode only pays for its own.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Orm> {
  if (options.url) {
    const { MikroORM } = await import('@mikro-orm/postgresql');
    return MikroORM.init({ ...shared(options), clientUrl: options.url, pool: { min: 0, max: 10 } });
  }
  const { MikroORM } = await import('@mikro-orm/pglite');
  const dir = options.embeddedDir;
  if (!dir.startsWith('memory:')) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  return MikroORM.init({ ...shared(options), dbName: dir });
}

/** Applies every pending migration; returns the names it ran. */
export async function migrate(orm: Orm): Promise<string[]> {
  const ran = await orm.migrator.up();
  return ran.map((m) => m.name);
}

/** A cheap round trip used by readiness. */
export async function pingDatabase(orm: Orm): Promise<void> {
  await orm.em.getConnection().execute('select 1');
}
