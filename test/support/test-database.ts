import { randomBytes } from 'node:crypto';
import { moduleEntities } from '../../src/composition-root.ts';
import { migrate, openDatabase, type Orm } from '../../src/shared/persistence/database.ts';

export interface TestDatabase {
  orm: Orm;
  /** The URL of the throw-away PostgreSQL database, when one is used. */
  url?: string;
  close(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file: a throw-away PostgreSQL database when DATABASE_URL
 * is set (CI), otherwise an in-memory PGlite. Files never share rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const orm = await openDatabase({ embeddedDir: 'memory://', entities: moduleEntities() });
    await migrate(orm);
    return { orm, close: () => orm.close() };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, embeddedDir: 'unused', entities: [] });
  await admin.em.getConnection().execute(`create database "${name}"`);
  const url = withDatabase(serverUrl, name);
  const orm = await openDatabase({ url, embeddedDir: 'unused', entities: moduleEntities() });
  await migrate(orm);
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
