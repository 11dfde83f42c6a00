import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { migrate, openDatabase, pingDatabase } from './database.ts';

describe('database', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coach-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps what was written in the embedded database across a restart', async () => {
    const first = await openDatabase({ embeddedDir: path.join(dir, 'db'), entities: [] });
    expect(await migrate(first)).toContain('Migration20261122000000_app_settings');
    await first.em
      .fork()
      .getConnection()
      .execute(`insert into app_settings (key, value) values ('greeting', '{"text":"hello"}')`);
    await first.close();

    const second = await openDatabase({ embeddedDir: path.join(dir, 'db'), entities: [] });
    expect(await migrate(second)).toEqual([]);
    const rows = await second.em
      .fork()
      .getConnection()
      .execute(`select value from app_settings where key = 'greeting'`);
    expect(rows).toEqual([{ value: { text: 'hello' } }]);
    await second.close();
  });

  it('migrates and answers on the database the tests run against', async () => {
    const db = await createTestDatabase();
    try {
      await expect(pingDatabase(db.orm)).resolves.toBeUndefined();
      expect(await migrate(db.orm)).toEqual([]);
      const tables = await db.orm.em
        .fork()
        .getConnection()
        .execute(`select table_name from information_schema.tables where table_name = 'app_settings'`);
      expect(tables).toHaveLength(1);
    } finally {
      await db.close();
    }
  });
});
