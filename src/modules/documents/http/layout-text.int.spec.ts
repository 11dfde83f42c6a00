import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUpWithId } from '../../../../test/support/accounts.ts';
import { markVerified, upload, uploadText } from '../../../../test/support/documents.ts';
import { POLISH_JOB, readPolishStream } from '../../../../test/support/polish-stream.ts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { twoColumnPdf } from '../../../../test/support/two-column-pdf.ts';
import { DOCUMENTS_QUEUES } from '../module.ts';
import { DOCUMENTS } from '../tokens.ts';

const sql = <T>(t: TestApp, query: string, params: unknown[] = []) =>
  t.database.orm.em.fork().getConnection().execute<T[]>(query, params);

async function textsOf(t: TestApp, id: string) {
  const [row] = await sql<{ extracted_text: string; layout_text: string | null }>(
    t,
    'select extracted_text, layout_text from documents where id = ?',
    [id],
  );
  return { text: row?.extracted_text, layout: row?.layout_text };
}

/** A two-column resume whose headings are set larger and bold. */
const twoColumns = (name: string) =>
  twoColumnPdf({
    left: [name, `${name.toLowerCase().replace(' ', '.')}@example.com`, '', 'SKILLS', 'TypeScript', 'Kafka'],
    right: ['EXPERIENCE', 'Senior Engineer at Acme', '• Built the billing service', '• Led a team of five'],
  });

/** A resume as people type one: a title and its company in cells apart, separated by tabs. */
const TABBED_RESUME = `Dana Whitfield
dana@example.com | Austin, TX

Experience
Platform Engineer\tNorthwind Logistics\t2019 – 2023
- Built the routing service used by 40 depots
- Cut deploy time from an hour to ten minutes

Skills
TypeScript, PostgreSQL`;

/**
 * Each document keeps its layout text beside its plain text; a resume is structured from the
 * layout; documents stored before layouts were kept get theirs from a scheduled job.
 */
describe('layout texts of documents', () => {
  let t: TestApp;
  let me: SignedIn & { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    me = await signUpWithId(t);
    await markVerified(t, me.email);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** As the job queue runs it: in a context of its own. */
  const reExtract = (options: { budgetMs?: number } = {}) =>
    RequestContext.create(t.database.orm.em, () =>
      t.application.resolve(DOCUMENTS.ReExtractLayouts).run(options),
    );

  const uploadPdf = async (pdf: Uint8Array, name: string) => {
    const res = await upload(t, me.token, 'resume', pdf, name);
    expect(res.status).toBe(200);
    return res.body.dbId;
  };

  it('stores an uploaded PDF with its layout text: bold, large headings and bullets kept, the plain text without them', async () => {
    const id = await uploadPdf(twoColumns('ADA LOVELACE'), 'ada.pdf');
    const { text, layout } = await textsOf(t, id);
    expect(layout).toContain('# **EXPERIENCE**');
    expect(layout).toContain('- Built the billing service');
    expect(text).toContain('EXPERIENCE');
    expect(text).not.toContain('**');
    expect(text).not.toMatch(/^# /m);
  });

  it('keeps a text file as written as its layout, tabs between cells included', async () => {
    const id = await uploadText(t, me.token, 'resume', TABBED_RESUME);
    const { text, layout } = await textsOf(t, id);
    expect(layout).toBe(TABBED_RESUME);
    expect(text).toContain('Platform Engineer Northwind Logistics');
  });

  it('structures a stored resume from its layout text, and from its plain text where it has none', async () => {
    const jobDescriptionId = await uploadText(t, me.token, 'job', POLISH_JOB);
    const experienceOf = async (resumeId: string) => {
      const stream = await readPolishStream(
        t,
        me.token,
        { resumeId, jobDescriptionId },
        { stopAfter: (e) => e.event === 'parsing_complete' },
      );
      const parsed = stream.events.find((e) => e.event === 'parsing_complete');
      const data = parsed?.data as {
        structuredResume: { workExperience: { standardizedJobTitle: string; company: string }[] };
      };
      return data.structuredResume.workExperience[0];
    };
    const withLayout = await uploadText(t, me.token, 'resume', TABBED_RESUME);
    expect(await experienceOf(withLayout)).toMatchObject({
      standardizedJobTitle: 'Platform Engineer',
      company: 'Northwind Logistics',
    });
    const stored = await uploadText(t, me.token, 'resume', TABBED_RESUME);
    await sql(t, 'update documents set layout_text = null where id = ?', [stored]);
    expect((await experienceOf(stored))?.company).not.toBe('Northwind Logistics');
  });

  it('gives documents stored before layouts were kept their layout from the job, a run after another, and never changes their plain text', async () => {
    await sql(t, "update documents set layout_text = '' where layout_text is null");
    const ids = [
      await uploadPdf(twoColumns('GRACE HOPPER'), 'grace.pdf'),
      await uploadPdf(twoColumns('ALAN TURING'), 'alan.pdf'),
      await uploadPdf(twoColumns('EDSGER DIJKSTRA'), 'edsger.pdf'),
    ];
    const before = await Promise.all(ids.map((id) => textsOf(t, id)));
    await sql(t, 'update documents set layout_text = null where id in (?, ?, ?)', ids);

    expect(await reExtract({ budgetMs: 0 })).toEqual({ stored: 1, unreadable: 0, finished: false });
    const waiting = await sql<{ n: number | string }>(
      t,
      'select count(*) as n from documents where layout_text is null',
    );
    expect(Number(waiting[0]?.n)).toBe(2);
    expect(await reExtract()).toEqual({ stored: 2, unreadable: 0, finished: true });
    const after = await Promise.all(ids.map((id) => textsOf(t, id)));
    expect(after).toEqual(before);
    expect(await reExtract()).toEqual({ stored: 0, unreadable: 0, finished: true });
  });

  it("gives '' to a document whose file is gone or no longer reads, and the plain text is read instead", async () => {
    const storage = t.application.resolve(DOCUMENTS.FileStorage);
    const keyOf = async (id: string) =>
      (await sql<{ storage_key: string }>(t, 'select storage_key from documents where id = ?', [id]))[0]!
        .storage_key;
    const gone = await uploadPdf(twoColumns('ADA BYRON'), 'gone.pdf');
    const broken = await uploadPdf(twoColumns('MARY SOMERVILLE'), 'broken.pdf');
    await storage.delete(await keyOf(gone));
    await storage.delete(await keyOf(broken));
    await storage.put(
      await keyOf(broken),
      new TextEncoder().encode('%PDF-1.4 not really'),
      'application/pdf',
    );
    await sql(t, 'update documents set layout_text = null where id in (?, ?)', [gone, broken]);

    expect(await reExtract()).toEqual({ stored: 0, unreadable: 2, finished: true });
    expect((await textsOf(t, gone)).layout).toBe('');
    expect((await textsOf(t, broken)).layout).toBe('');
    const read = await RequestContext.create(t.database.orm.em, () =>
      t.application.resolve(DOCUMENTS.ReadOwnedDocument).execute(me.id, broken, 'resume'),
    );
    expect(read.layout).toBe(read.text);
    expect(read.text).toContain('MARY SOMERVILLE');
  });

  it('runs every ten minutes, one run at a time across instances', async () => {
    const [queue] = await sql<{ policy: string }>(t, 'select policy from pgboss.queue where name = ?', [
      DOCUMENTS_QUEUES.reExtractLayouts,
    ]);
    expect(queue?.policy).toBe('singleton');
    const [schedule] = await sql<{ cron: string }>(t, 'select cron from pgboss.schedule where name = ?', [
      DOCUMENTS_QUEUES.reExtractLayouts,
    ]);
    expect(schedule?.cron).toBe('*/10 * * * *');
  });
});
