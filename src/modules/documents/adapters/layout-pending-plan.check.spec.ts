import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/test-database.ts';
import { MikroOrmDocumentRepository } from './mikro-orm-document-repository.ts';

const DOCUMENTS = 200_000;
const OWNER = '11111111-1111-4111-8111-111111111111';

/**
 * The re-extraction job asks for the next waiting documents every batch; at 200,000 documents that
 * must read the partial index of waiting ones in id order and stop after the batch, never scan the
 * table, whether most documents still wait (just after the upgrade) or only a few do.
 */
describe('finding documents that wait for their layout text', () => {
  let db: TestDatabase;
  const sql = <T>(query: string, params: unknown[] = []) =>
    db.orm.em.fork().getConnection().execute<T[]>(query, params);
  const plan = async () => {
    const rows = await sql<{ 'QUERY PLAN': string }>(
      `explain select id, file_type, storage_key from documents
        where layout_text is null and file_type in ('pdf', 'docx') and id > ?
        order by id limit ?`,
      ['00000000-0000-0000-0000-000000000000', 20],
    );
    return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await sql(
      `insert into users (id, name, email, email_normalized, created_at, updated_at)
       values (?, 'Owner', 'owner@example.com', 'owner@example.com', now(), now())`,
      [OWNER],
    );
    // every fourth document a text file, which never waits
    await sql(
      `insert into documents (id, user_id, kind, file_name, file_type, size_bytes, storage_key, uploaded_at, extracted_text)
       select gen_random_uuid(), ?, 'resume', 'cv', (array['pdf', 'docx', 'pdf', 'txt'])[1 + i % 4], 1000,
              'documents/' || i, now(), 'text'
         from generate_series(1, ?) as i`,
      [OWNER, DOCUMENTS],
    );
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('reads the partial index when nearly every document waits', async () => {
    await sql('analyze documents');
    const found = await plan();
    expect(found).toMatch(/Index Scan using documents_layout_pending_idx/);
    expect(found).not.toMatch(/Seq Scan/);
  });

  it('reads the partial index when only a few documents wait, and answers them in id order', async () => {
    await sql(
      "update documents set layout_text = '' where file_type <> 'txt' and storage_key not like '%00'",
    );
    await sql('analyze documents');
    const found = await plan();
    expect(found).toMatch(/Index Scan using documents_layout_pending_idx/);
    expect(found).not.toMatch(/Seq Scan/);
    const pending = await db.orm.em
      .fork()
      .getConnection()
      .execute<{ n: string }[]>(
        "select count(*) as n from documents where layout_text is null and file_type <> 'txt'",
      );
    const batch = await new MikroOrmDocumentRepository(db.orm).layoutPending(null, 20);
    expect(Number(pending[0]?.n)).toBeGreaterThan(20);
    expect(batch).toHaveLength(20);
    expect(batch.map((d) => d.id)).toEqual(batch.map((d) => d.id).sort());
    expect(batch.every((d) => d.fileType !== ('txt' as string))).toBe(true);
  });
});
