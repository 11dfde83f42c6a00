import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  type EntityManager,
  type EntitySchema,
  type MikroORM,
  RequestContext,
  TransactionContext,
} from '@mikro-orm/core';
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
  /** A dump of an embedded database (PGlite's `dumpDataDir`) the new one starts from. */
  embeddedFrom?: Blob;
}

/** One request's entity manager, forked when the request first reaches the database. */
interface Scope {
  /** null while it is being forked. */
  em?: EntityManager | null;
}

interface Scopes {
  /** Runs work in a scope of its own entity manager. */
  run<T>(work: () => T): T;
  /** The scope's entity manager if it has been made, without making it. */
  made(): EntityManager | undefined;
}

/** The request scopes of each database opened here. */
const scopesOf = new WeakMap<Orm, Scopes>();
/** The PostgreSQL URL of each database opened here on PostgreSQL. */
const urlOf = new WeakMap<Orm, string>();

/** The URL the database was opened with; undefined for the embedded database. */
export function databaseUrlOf(orm: Orm): string | undefined {
  return urlOf.get(orm);
}

/**
 * Which entity manager the ORM's calls use: one made by `RequestContext.create` (scripts,
 * background work) when there is one, else that of the request scope they run in.
 */
function requestScopes(root: () => EntityManager): Scopes & {
  context(name: string): EntityManager | undefined;
} {
  const scopes = new AsyncLocalStorage<Scope>();
  const context = (name: string): EntityManager | undefined => {
    const explicit = RequestContext.getEntityManager(name);
    if (explicit) return explicit;
    const scope = scopes.getStore();
    if (!scope) return undefined;
    if (scope.em === undefined) {
      // while it is being made, the new manager's own set-up asks too, and is left to itself (as
      // under RequestContext.create); forked from the global manager directly, for the same reason
      scope.em = null;
      try {
        scope.em = root().fork({ useContext: true, disableContextResolution: true });
      } finally {
        if (scope.em === null) scope.em = undefined;
      }
    }
    return scope.em ?? undefined;
  };
  return {
    context,
    run: <T>(work: () => T): T => scopes.run({}, work),
    made: () => scopes.getStore()?.em ?? undefined,
  };
}

function shared(options: DatabaseOptions, context: (name: string) => EntityManager | undefined) {
  return {
    context,
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
    // Requests get their own entity manager (withEntityManager); the global one is never used.
    allowGlobalContext: false,
  };
}

/**
 * Opens the database: PostgreSQL when a URL is configured, otherwise embedded PGlite (the same SQL,
 * PostgreSQL 18 in WebAssembly, with the pg_trgm extension the migrations create). Both drivers
 * are loaded lazily so each mode only pays for its own.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Orm> {
  let orm: Orm | undefined;
  const scopes = requestScopes(() => {
    if (!orm) throw new Error('the database is not open yet');
    return orm.em;
  });
  if (options.url) {
    const { MikroORM } = await import('@mikro-orm/postgresql');
    orm = await MikroORM.init({
      ...shared(options, scopes.context),
      clientUrl: options.url,
      pool: { min: 0, max: 10 },
    });
  } else {
    const [{ MikroORM }, { pg_trgm }] = await Promise.all([
      import('@mikro-orm/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
    ]);
    const dir = options.embeddedDir;
    if (!dir.startsWith('memory:')) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
    orm = await MikroORM.init({
      ...shared(options, scopes.context),
      dbName: dir,
      driverOptions: {
        // trigram indexes serve the staff searches by any part of a name or e-mail (migrations)
        extensions: { pg_trgm },
        // the ORM copies its options, which a Blob does not survive: hand PGlite the one method it reads
        ...(options.embeddedFrom ? { loadDataDir: blobLike(options.embeddedFrom) } : {}),
      },
    });
  }
  scopesOf.set(orm, scopes);
  if (options.url) urlOf.set(orm, options.url);
  return orm;
}

function blobLike(blob: Blob): Pick<Blob, 'arrayBuffer' | 'type'> {
  return { type: blob.type, arrayBuffer: () => blob.arrayBuffer() };
}

/**
 * Runs `work` (a request) with an entity manager of its own, as `RequestContext.create` does,
 * except that it is forked only when the work first reaches the database: forking costs a few
 * microseconds (it writes process.env twice), and liveness or a refused token never need one.
 */
export function withEntityManager<T>(orm: Orm, work: () => T): T {
  const scopes = scopesOf.get(orm);
  return scopes ? scopes.run(work) : RequestContext.create(orm.em, work);
}

/**
 * The transaction the current work runs in, or undefined: what `orm.em.getTransactionContext()`
 * answers, without forking the request's entity manager just to ask (a manager forked now could
 * not be in a transaction yet). For hand-written statements, which need nothing else of it.
 */
export function currentTransaction(orm: Orm): ReturnType<EntityManager['getTransactionContext']> {
  const name = orm.em.name;
  const em =
    TransactionContext.getEntityManager(name) ??
    RequestContext.getEntityManager(name) ??
    scopesOf.get(orm)?.made();
  return em?.getTransactionContext();
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
