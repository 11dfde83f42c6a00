/**
 * `node scripts/scale/seed.ts --factor 1 postgresql://…/scale_large`: fills one PostgreSQL database
 * with a product's worth of rows at a scale factor, to measure what staff screens, metrics and the
 * job queue cost at that size (docs/performance.md, "At 200,000 people").
 *
 * Factor 1 is 200,000 people, 2,000,000 interview sessions (each finished one with a question and
 * its answer; finishes spread over a year), 1,000,000 notifications, 300,000 support tickets with
 * their replies, 1,000,000 audit entries and 1,500,000 activity events, a subscription for a third
 * of the people and about 500,000 finished jobs in the job queue's history. Factor 0.001 is the
 * small set the same screens are compared with.
 *
 * The database is migrated first and the job queue's tables and queues made, as the product's
 * first start would (the application is built once, serving nothing and working no jobs). Every
 * row is made by PostgreSQL itself with generate_series; random() is seeded, so two runs at the
 * same factor make the same rows (times are relative to now). Then VACUUM ANALYZE. The database must
 * have no people yet; `--reset` empties the seeded tables first.
 *
 * Accounts are `first.last<n>@<domain>`: n from 1, the first 5 admins and the next 10 support staff.
 */
import pg from 'pg';
import { createApplication } from '../../src/application.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/shared/logging/logger.ts';
import { FULL_SCALE, STAFF, seedSteps } from './seed-rows.ts';

interface Options {
  factor: number;
  url: string;
  reset: boolean;
}

function options(argv: readonly string[]): Options {
  let factor = 1;
  let url = process.env.DATABASE_URL ?? '';
  let reset = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--factor') factor = Number(argv[++i]);
    else if (arg.startsWith('--factor=')) factor = Number(arg.slice('--factor='.length));
    else if (arg === '--reset') reset = true;
    else url = arg;
  }
  if (!url.startsWith('postgres') || !(factor > 0)) {
    console.error('Usage: node scripts/scale/seed.ts [--factor 1] [--reset] postgresql://host/database');
    process.exit(2);
  }
  return { factor, url, reset };
}

const RESET = `truncate users, subscriptions, interview_sessions, interview_questions, interview_answers,
  notifications, support_tickets, support_ticket_responses, support_ticket_notes, audit_log,
  activity_events cascade`;

async function seconds<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1).padStart(7)} s`);
  return result;
}

async function main(): Promise<void> {
  const { factor, url, reset } = options(process.argv.slice(2));
  const counts = Object.fromEntries(
    Object.entries(FULL_SCALE).map(([k, v]) => [k, Math.max(1, Math.round(v * factor))]),
  ) as Record<keyof typeof FULL_SCALE, number>;
  counts.people = Math.max(counts.people, STAFF.admins + STAFF.support + 1);
  const total = performance.now();
  console.log(`Seeding ${new URL(url).pathname.slice(1)} at factor ${factor}`);

  await seconds('migrations and the job queue', async () => {
    const config = loadConfig({ ...process.env, DATABASE_URL: url });
    const application = await createApplication(config, createLogger('warn'), {
      migrate: true,
      serveWeb: false,
      workJobs: false,
      databaseUrl: url,
    });
    await application.close();
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (reset) {
      await seconds('emptying the seeded tables', async () => {
        await client.query(RESET);
        await client.query('delete from pgboss.job');
      });
    }
    const [existing] = (await client.query('select count(*)::int as n from users')).rows;
    if (Number(existing?.n) > 0) {
      console.error('This database already has people: seed a new one, or pass --reset to empty it first.');
      process.exitCode = 1;
      return;
    }
    await client.query('select setseed(0.42)');
    for (const step of seedSteps(counts)) await seconds(step.name, () => client.query(step.sql));
    // as autovacuum leaves a table that was filled: statistics, and the visibility map index-only scans read
    await seconds('vacuum analyze', () => client.query('vacuum analyze'));
  } finally {
    await client.end();
  }
  console.log(`${'total'.padEnd(44)} ${((performance.now() - total) / 1000).toFixed(1).padStart(7)} s`);
}

await main();
