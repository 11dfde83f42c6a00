import { randomUUID } from 'node:crypto';
import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.ts';
import { runSql } from '../../../shared/persistence/raw-sql.ts';
import { describeSessionRepositoryContract } from '../ports/session-repository.contract.ts';
import { MikroOrmSessionQueries } from './mikro-orm-session-queries.ts';
import { MikroOrmSessionRepository } from './mikro-orm-session-repository.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describeSessionRepositoryContract('the MikroORM adapter', async () => ({
  sessions: new MikroOrmSessionRepository(db.orm),
  queries: new MikroOrmSessionQueries(db.orm),
  newUser: async () => {
    const id = randomUUID();
    await runSql(
      db.orm,
      `insert into users (id, name, email, email_normalized, created_at, updated_at)
       values (?, 'Ada', ?, ?, now(), now())`,
      [id, `${id}@example.com`, `${id}@example.com`],
    );
    return id;
  },
  newDocument: async (userId) => {
    const id = randomUUID();
    await runSql(
      db.orm,
      `insert into documents (id, user_id, kind, file_name, file_type, size_bytes, storage_key, uploaded_at, extracted_text)
       values (?, ?, 'resume', 'cv.txt', 'txt', 3, ?, now(), 'cv')`,
      [id, userId, `documents/${id}`],
    );
    return id;
  },
  // one request's entity manager, without a transaction: a refused insert spoils nothing after it
  run: (work) => RequestContext.create(db.orm.em, work),
}));
