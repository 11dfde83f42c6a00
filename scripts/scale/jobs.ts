/**
 * Background jobs at scale, on PostgreSQL: seeds people, interview sessions and notifications with
 * generate_series (factor 1 = 200,000 people, 2 M sessions, 1 M notifications), then measures
 *   - the time-up sweep: expired open sessions ended per second,
 *   - the weekly progress report's 'who is due' query: EXPLAIN (ANALYZE, BUFFERS), time and buffers,
 *     and a whole run of the report,
 *   - a feature announcement to every person: seconds from first batch to last,
 *   - mail delivery against a fake provider (fixed latency per mail) while mail keeps arriving:
 *     the backlog over time, one mail at a time against the configured concurrency and rate.
 * Prints one JSON object per measurement.
 *
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/scale_jobs_large \
 *     node scripts/scale/jobs.ts [--factor 1] [--expired 20000] [--announce-batches N] [--skip-seed]
 *     [--only sweep,due,report,announce,mail]
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createApplication } from '../../src/application.ts';
import { loadConfig } from '../../src/config.ts';
import { INTERVIEWING } from '../../src/modules/interviewing/index.ts';
import { SUPPORT } from '../../src/modules/support/index.ts';
import { PgBossJobQueue } from '../../src/shared/jobs/pg-boss-job-queue.ts';
import type { JobHandler } from '../../src/shared/kernel/jobs.ts';
import { createLogger } from '../../src/shared/logging/logger.ts';
import { migrate, openDatabase, type Orm } from '../../src/shared/persistence/database.ts';

const { values: args } = parseArgs({
  options: {
    factor: { type: 'string', default: '1' },
    expired: { type: 'string', default: '20000' },
    'announce-batches': { type: 'string' },
    'skip-seed': { type: 'boolean', default: false },
    only: { type: 'string', default: 'sweep,due,report,announce,mail' },
    'mail-seconds': { type: 'string', default: '60' },
  },
});
const url = process.env.DATABASE_URL ?? '';
if (!url) throw new Error('set DATABASE_URL to a PostgreSQL database of your own');
const factor = Number(args.factor);
const people = Math.round(200_000 * factor);
const only = new Set(args.only.split(','));
const logger = createLogger('silent');
const print = (entry: object) => console.log(JSON.stringify(entry));

async function sql<T = Record<string, unknown>>(
  orm: Orm,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return orm.em.fork().getConnection().execute<T[]>(query, params);
}

async function seed(orm: Orm): Promise<void> {
  const started = Date.now();
  await sql(orm, 'truncate users cascade');
  await sql(
    orm,
    `insert into users (id, name, email, email_normalized, status, created_at, updated_at)
     select gen_random_uuid(), 'Person ' || i, 'p' || i || '@example.com', 'p' || i || '@example.com',
            case when i % 50 = 0 then 'suspended' else 'active' end, now() - interval '400 days', now()
       from generate_series(1, ?) as i`,
    [people],
  );
  // ten sessions each over the last year, nearly all completed; one person in twenty practised last week
  await sql(
    orm,
    `insert into interview_sessions (id, user_id, title, interview_type, persona, format, duration_minutes,
       question_count, status, plan, job, score, created_at, ended_at)
     select gen_random_uuid(), u.id, 'Behavioral Interview', 'Behavioral', 'Friendly & Encouraging', 'text', 30, 5,
            'completed', '{}'::jsonb, '{}'::jsonb, (k % 10)::numeric,
            t.at, t.at + interval '25 minutes'
       from (select id, row_number() over () as n from users) u
       cross join generate_series(1, 10) as k
       cross join lateral (select case when u.n % 20 = 0 and k = 1 then now() - interval '3 days'
                                       else now() - interval '8 days' - (((u.n * 7 + k * 31) % 357) * interval '1 day') end as at) t`,
  );
  // half the people have five notifications each; one in ten has preferences stored, a third of
  // those with product updates and progress reports off
  await sql(
    orm,
    `insert into notifications (id, user_id, type, title, body, dedupe_key, created_at)
     select gen_random_uuid(), u.id, 'report_ready', 'Your report is ready', 'The report is ready.',
            'report_ready:' || gen_random_uuid(), now() - k * interval '1 day'
       from (select id, row_number() over () as n from users) u cross join generate_series(1, 5) k
      where u.n % 2 = 0`,
  );
  await sql(
    orm,
    `insert into notification_preferences (user_id, wants_product_updates, wants_progress_reports,
       unsubscribe_token, updated_at)
     select id, n % 3 <> 0, n % 3 <> 0, md5(id::text) || n, now()
       from (select id, row_number() over () as n from users) u where n % 10 = 0`,
  );
  await sql(orm, 'vacuum analyze users');
  await sql(orm, 'vacuum analyze interview_sessions');
  await sql(orm, 'vacuum analyze notifications');
  await sql(orm, 'vacuum analyze notification_preferences');
  print({ step: 'seed', people, seconds: (Date.now() - started) / 1000 });
}

/** Expired open sessions: started two hours ago, never ended. */
async function expire(orm: Orm, count: number): Promise<void> {
  await sql(
    orm,
    `insert into interview_sessions (id, user_id, title, interview_type, persona, format, duration_minutes,
       question_count, status, plan, job, created_at)
     select gen_random_uuid(), u.id, 'Behavioral Interview', 'Behavioral', 'Friendly & Encouraging', 'text', 30, 5,
            'in_progress', '{}'::jsonb, '{}'::jsonb, now() - interval '2 hours' + i * interval '1 millisecond'
       from generate_series(1, ?) as i
       join (select id, row_number() over () as n from users) u on u.n = 1 + i % ?`,
    [count, people],
  );
  await sql(orm, 'analyze interview_sessions');
}

const OLD_DUE_SQL = `select s.user_id, count(*) as sessions, avg(s.score)::float8 as average
   from interview_sessions s
   join users u on u.id = s.user_id and u.status = 'active'
   left join notification_preferences p on p.user_id = s.user_id
  where s.status = 'completed' and s.ended_at >= ? and s.ended_at < ?
    and coalesce(p.wants_progress_reports, true)
    and (p.last_progress_report_at is null or p.last_progress_report_at <= ?)
  group by s.user_id order by s.user_id limit 100`;

async function explain(orm: Orm, query: string, params: unknown[]) {
  const rows = await sql<{ 'QUERY PLAN': string }>(orm, `explain (analyze, buffers) ${query}`, params);
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  const time = Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN);
  const top = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
  const buffers = top ? Number(top[1]) + Number(top[2] ?? 0) : null;
  return { ms: time, buffers, plan };
}

async function main(): Promise<void> {
  const orm = await openDatabase({ url, embeddedDir: '', entities: [] });
  await migrate(orm);
  if (!args['skip-seed']) await seed(orm);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    JWT_SECRET: 'scale-secret-scale-secret-scale-secret-0',
  });
  const app = await createApplication(config, logger, { workJobs: false, databaseUrl: url });
  try {
    if (only.has('sweep')) {
      const count = Number(args.expired);
      await expire(orm, count);
      const started = Date.now();
      const ended = await app.resolve(INTERVIEWING.TimeUp).sweep();
      const seconds = (Date.now() - started) / 1000;
      print({ step: 'sweep', ended, seconds, perSecond: Math.round(ended / seconds) });
      await sql(orm, `delete from pgboss.job where name = 'interviewing.finalise-session'`);
    }
    if (only.has('due')) {
      const now = new Date();
      const week = [new Date(now.getTime() - 7 * 86_400_000), now];
      const guard = new Date(now.getTime() - 6 * 86_400_000);
      const { DUE_PRACTICE_SQL } = await import(
        '../../src/modules/support/adapters/mikro-orm-weekly-practice-log.ts'
      ).catch(() => ({ DUE_PRACTICE_SQL: undefined }));
      // the query as it was, without the index this change adds (dropped in a transaction rolled back)
      let before = { ms: Number.NaN, buffers: null as number | null };
      await orm.em
        .fork()
        .transactional(async (tx) => {
          const run = (q: string, p: unknown[] = []) =>
            tx.getConnection().execute<{ 'QUERY PLAN': string }[]>(q, p, 'all', tx.getTransactionContext());
          await run('drop index interview_sessions_ended_idx');
          const plan = (await run(`explain (analyze, buffers) ${OLD_DUE_SQL}`, [...week, guard]))
            .map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN'])
            .join('\n');
          const top = /Buffers: shared hit=(\d+)(?: read=(\d+))?/.exec(plan);
          before = {
            ms: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN),
            buffers: top ? Number(top[1]) + Number(top[2] ?? 0) : null,
          };
          throw new Error('rolled back: the index stays');
        })
        .catch(() => undefined);
      print({
        step: 'due-query-per-batch (the query of each batch of 100 before)',
        ms: before.ms,
        buffers: before.buffers,
      });
      if (DUE_PRACTICE_SQL) {
        const after = await explain(orm, DUE_PRACTICE_SQL, [...week, guard]);
        print({
          step: 'due-query-once-per-run (everyone due, the whole week)',
          ms: after.ms,
          buffers: after.buffers,
        });
        console.error(after.plan);
      }
    }
    if (only.has('report')) {
      await sql(orm, 'update notification_preferences set last_progress_report_at = null');
      const started = Date.now();
      const sent = await app.resolve(SUPPORT.SendProgressReports).execute();
      const seconds = (Date.now() - started) / 1000;
      print({ step: 'weekly-report-run', sent, seconds });
      await sql(orm, `delete from pgboss.job where name = 'identity.deliver-mail'`);
    }
    if (only.has('announce')) {
      const id = randomUUID();
      await sql(
        orm,
        `insert into announcements (id, type, message, is_feature, is_active, created_at, updated_at)
         values (?, 'Informational', 'Voice interviews are here.', true, true, now(), now())`,
        [id],
      );
      const announce = app.resolve(SUPPORT.AnnounceFeature);
      const most = args['announce-batches'] ? Number(args['announce-batches']) : Number.POSITIVE_INFINITY;
      const started = Date.now();
      let after = '';
      let batches = 0;
      // each batch as its job would run it; the job it queues for the next batch names where to go on
      for (; batches < most; batches += 1) {
        await announce.runBatch(id, after);
        const [next] = await sql<{ id: string; after: string }>(
          orm,
          `delete from pgboss.job where name = 'support.announce-feature' returning id, data->>'afterUserId' as after`,
        );
        if (!next) {
          batches += 1;
          break;
        }
        after = next.after;
      }
      const seconds = (Date.now() - started) / 1000;
      const [counts] = await sql<{ notified: string; mails: string }>(
        orm,
        `select (select count(*) from notifications where dedupe_key = ?) as notified,
                (select count(*) from pgboss.job where name = 'identity.deliver-mail') as mails`,
        [`feature_announcement:${id}`],
      );
      print({
        step: 'announce',
        batches,
        notified: Number(counts?.notified),
        mailsQueued: Number(counts?.mails),
        seconds,
        perSecond: Math.round(Number(counts?.notified) / seconds),
      });
      await sql(orm, `delete from pgboss.job where name = 'identity.deliver-mail'`);
    }
  } finally {
    await app.close();
  }
  if (only.has('mail')) await mailDrain(orm);
  await orm.close();
}

/**
 * The mail queue against a fake provider that takes 100 ms per mail, starting with a backlog of
 * 1,900 while 26 more arrive each second (what production saw): the backlog every 15 seconds,
 * one mail at a time (before) and at the configured concurrency and rate (after).
 */
async function mailDrain(orm: Orm): Promise<void> {
  const seconds = Number(args['mail-seconds']);
  for (const [label, options] of [
    ['one at a time', { concurrency: 1 }],
    ['concurrency 8, 50 per second', { concurrency: 8, ratePerSecond: 50 }],
  ] as const) {
    const queue = `scale.mail-${label.replace(/\W+/g, '-')}`;
    let delivered = 0;
    const handler: JobHandler = {
      queue,
      ...options,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        delivered += 1;
      },
    };
    const sender = new PgBossJobQueue(orm, logger, { url, work: false });
    await sender.start([handler]);
    await sender.sendMany(
      queue,
      Array.from({ length: 1900 }, (_, n) => ({ n })),
    );
    const worker = new PgBossJobQueue(orm, logger, { url, work: true, pollSeconds: 1 });
    await worker.start([handler]);
    const backlog: number[] = [];
    const started = Date.now();
    let sent = 0;
    while (Date.now() - started < seconds * 1000) {
      const due = Math.floor(((Date.now() - started) / 1000) * 26);
      if (due > sent) {
        await sender.sendMany(
          queue,
          Array.from({ length: due - sent }, (_, n) => ({ n: sent + n })),
        );
        sent = due;
      }
      const elapsed = Date.now() - started;
      if (elapsed >= backlog.length * 15_000) {
        const [row] = await sql<{ n: number }>(
          orm,
          `select count(*)::int as n from pgboss.job where name = ? and state in ('created', 'retry', 'active')`,
          [queue],
        );
        backlog.push(row?.n ?? 0);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await worker.stop();
    await sender.stop();
    print({
      step: 'mail-drain',
      setup: label,
      seconds,
      arrivingPerSecond: 26,
      deliveredPerSecond: Math.round(delivered / seconds),
      backlogEvery15s: backlog,
    });
    await sql(orm, `delete from pgboss.job where name = ?`, [queue]);
  }
}

await main();
