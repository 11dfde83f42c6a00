import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import { migrate, openDatabase, pingDatabase, withEntityManager } from './database.ts';
import { MikroOrmUnitOfWork } from './mikro-orm-unit-of-work.ts';
import { runSql } from './raw-sql.ts';

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
    // generous: two embedded databases start and migrate one after the other
  }, 180_000);

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

  it('gives each request its own entity manager, forked only when it reaches the database', async () => {
    const db = await createTestDatabase();
    try {
      const { orm } = db;
      const fork = vi.spyOn(orm.em, 'fork');
      // outside any request the global manager refuses to be used
      expect(() => orm.em.getContext()).toThrow();
      await withEntityManager(orm, async () => undefined);
      expect(fork).not.toHaveBeenCalled();

      const seen = await Promise.all(
        [1, 2].map(() =>
          withEntityManager(orm, async () => {
            const first = orm.em.getContext();
            await pingDatabase(orm);
            expect(orm.em.getContext()).toBe(first);
            return first;
          }),
        ),
      );
      expect(seen[0]).not.toBe(seen[1]);
      expect(seen.every((em) => !em.global)).toBe(true);
      expect(fork).toHaveBeenCalledTimes(2);

      // background work started by a request still gets the context it makes for itself
      await withEntityManager(orm, async () => {
        const request = orm.em.getContext();
        const own = await RequestContext.create(orm.em, async () => orm.em.getContext());
        expect(own).not.toBe(request);
      });
    } finally {
      await db.close();
    }
  });

  it('runs hand-written statements in the open transaction, without forking for a plain one', async () => {
    const db = await createTestDatabase();
    try {
      const { orm } = db;
      const fork = vi.spyOn(orm.em, 'fork');
      const keys = () =>
        runSql<{ key: string }[]>(orm, `select key from app_settings where key like 'tx-%' order by key`);
      await withEntityManager(orm, async () => {
        expect(await keys()).toEqual([]);
        expect(fork).not.toHaveBeenCalled();
        // rolled back with the transaction it ran in
        await expect(
          new MikroOrmUnitOfWork(orm).run(async () => {
            await runSql(orm, `insert into app_settings (key, value) values ('tx-undone', '{}')`);
            expect(await keys()).toEqual([{ key: 'tx-undone' }]);
            throw new Error('undo');
          }),
        ).rejects.toThrow('undo');
        await new MikroOrmUnitOfWork(orm).run(() =>
          runSql(orm, `insert into app_settings (key, value) values ('tx-kept', '{}')`),
        );
        expect(await keys()).toEqual([{ key: 'tx-kept' }]);
      });
    } finally {
      await db.close();
    }
  });
});
