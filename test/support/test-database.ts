import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { moduleEntities } from '../../src/composition-root.ts';
import { PgBossJobQueue } from '../../src/shared/jobs/pg-boss-job-queue.ts';
import { createLogger } from '../../src/shared/logging/logger.ts';
import { migrate, openDatabase, type Orm } from '../../src/shared/persistence/database.ts';

export interface TestDatabase {
  orm: Orm;
  /** The URL of the throw-away PostgreSQL database, when one is used. */
  url?: string;
  close(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * What the schema is made of: the migrations, the job queue's version and the embedded database's.
 * A template is made once for each, so a new migration or upgrade makes a new template and an old
 * one is never used by mistake.
 */
function schemaKey(): string {
  const hash = createHash('sha256');
  const dir = path.join(ROOT, 'migrations');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  // the job queue's tables, and the embedded database's own format (a dump loads into its version)
  for (const pkg of [
    'pg-boss',
    '@electric-sql/pglite',
    '@mikro-orm/pglite/node_modules/@electric-sql/pglite',
  ]) {
    const file = path.join(ROOT, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The job queue's own tables, as the first start of the product would make them. */
async function installJobTables(orm: Orm, url?: string): Promise<void> {
  const jobs = new PgBossJobQueue(orm, createLogger('silent'), { url, work: false });
  await jobs.start([]);
  await jobs.stop();
}

/**
 * A dump of a migrated embedded database with the job queue's tables, made once per schema and
 * kept in the temporary folder: loading it takes a fraction of migrating a new database, which
 * every test file used to do. Test processes racing to make it each write their own file and
 * rename it into place, so a reader never sees half of one.
 */
async function embeddedTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `coach-test-template-${schemaKey()}.tar`);
  if (!existsSync(file)) {
    const orm = await openDatabase({ embeddedDir: 'memory://', entities: moduleEntities() });
    try {
      await migrate(orm);
      await installJobTables(orm);
      const client = (await (
        orm.em.getConnection() as unknown as {
          getNativeClient(): Promise<{ dumpDataDir(c: 'none'): Promise<Blob> }>;
        }
      ).getNativeClient()) as { dumpDataDir(c: 'none'): Promise<Blob> };
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await orm.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * The name of a migrated PostgreSQL template database with the job queue's tables, made once per
 * schema. Test processes asking at once each build one under a name of their own and rename it
 * into place; the first rename wins and the others drop theirs.
 */
async function serverTemplate(admin: Orm, serverUrl: string): Promise<string> {
  const name = `test_template_${schemaKey()}`;
  const connection = admin.em.getConnection();
  const exists = async () =>
    (
      (await connection.execute('select count(*)::int as n from pg_database where datname = ?', [name])) as {
        n: number;
      }[]
    )[0]?.n === 1;
  if (await exists()) return name;
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await connection.execute(`create database "${building}"`);
  const url = withDatabase(serverUrl, building);
  const orm = await openDatabase({ url, embeddedDir: 'unused', entities: moduleEntities() });
  try {
    await migrate(orm);
    await installJobTables(orm, url);
  } finally {
    await orm.close();
  }
  try {
    await connection.execute(`alter database "${building}" rename to "${name}"`);
  } catch (err) {
    await connection.execute(`drop database if exists "${building}" with (force)`);
    if (!(await exists())) throw err;
  }
  return name;
}

/** A copy of the template; retried while another process still holds the template open. */
async function copyTemplate(admin: Orm, template: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.em.getConnection().execute(`create database "${name}" template "${template}"`);
      return;
    } catch (err) {
      if (attempt >= 20 || !String(err).includes('being accessed by other users')) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A fresh, migrated database for one test file: a throw-away PostgreSQL database when DATABASE_URL
 * is set (CI), otherwise an in-memory PGlite. Both start from a template made once per schema, so
 * files never share rows and none of them pays for the migrations.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const orm = await openDatabase({
      embeddedDir: 'memory://',
      entities: moduleEntities(),
      embeddedFrom: await embeddedTemplate(),
    });
    return { orm, close: () => orm.close() };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, embeddedDir: 'unused', entities: [] });
  const template = await serverTemplate(admin, serverUrl);
  await copyTemplate(admin, template, name);
  const url = withDatabase(serverUrl, name);
  const orm = await openDatabase({ url, embeddedDir: 'unused', entities: moduleEntities() });
  return {
    orm,
    url,
    close: async () => {
      await orm.close();
      await admin.em.getConnection().execute(`drop database if exists "${name}" with (force)`);
      await admin.close();
    },
  };
}
