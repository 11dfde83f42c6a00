/**
 * Seeds one PostgreSQL database with what the admin metrics and readiness read, at a scale factor
 * (1 = 200,000 people, 2,000,000 interview sessions with an answer for every other one, a third of
 * the people with a subscription, 30,000 support tickets and 500,000 finished jobs in the queue's
 * history), with generate_series only, then VACUUM ANALYZE (what autovacuum does with a bulk load). Migrates first and installs the job queue's
 * tables by starting the product once without working jobs.
 *
 *   node scripts/scale/metrics-seed.ts --factor 1 postgresql://postgres@127.0.0.1:5432/scale_metrics_large
 */
import { createApplication } from '../../src/application.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/shared/logging/logger.ts';

const args = process.argv.slice(2);
const factorAt = args.indexOf('--factor');
const factor = factorAt >= 0 ? Number(args[factorAt + 1]) : 1;
const url = args.find((a) => a.startsWith('postgres')) ?? process.env.DATABASE_URL;
if (!url || !(factor > 0)) throw new Error('usage: metrics-seed.ts --factor F postgresql://…');

const n = (count: number) => Math.max(1, Math.round(count * factor));
const people = n(200_000);
const sessions = n(2_000_000);
const tickets = n(30_000);
const jobs = n(500_000);

const config = loadConfig({
  ...process.env,
  DATABASE_URL: url,
  DATA_DIR: '/tmp/coach-scale-seed',
  LOG_LEVEL: 'warn',
});
const application = await createApplication(config, createLogger('warn'), { migrate: true, workJobs: false });
const sql = (text: string) => application.orm.em.getConnection().execute(text);

async function step(name: string, text: string): Promise<void> {
  const started = performance.now();
  await sql(text);
  console.log(`${name}: ${Math.round(performance.now() - started)} ms`);
}

try {
  const [existing] = (await sql('select count(*)::int as n from users')) as { n: number }[];
  if ((existing?.n ?? 0) > 0) throw new Error('the database already holds people; seed an empty one');
  // sign-ups spread over a year; half signed in within the last 30 days; 90% verified
  await step(
    `${people} people`,
    `insert into users (id, name, email, email_normalized, email_verified, trial_ends_at, last_login_at, created_at, updated_at)
     select gen_random_uuid(), 'Person ' || i, 'p' || i || '@example.com', 'p' || i || '@example.com', i % 10 <> 0,
            now() - (i % 365) * interval '1 day' + interval '7 days',
            now() - (i % 60) * interval '1 day' - (i % 1440) * interval '1 minute',
            now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
            now()
       from generate_series(1, ${people}) as i`,
  );
  await step(
    'subscriptions for a third',
    `insert into subscriptions (id, user_id, plan_name, status, billing_interval, current_period_end,
       cancel_at_period_end, provider, provider_subscription_id, created_at, updated_at, discount_percent_off, discount_ends_at)
     select gen_random_uuid(), id, (array['Pro', 'Premium'])[1 + k % 2],
            (array['active', 'canceled', 'canceled', 'incomplete_expired', 'canceled'])[1 + k % 5],
            (array['month', 'year'])[1 + (k / 2) % 2], now() + interval '10 days', k % 7 = 0, 'sandbox',
            'sub_' || k, now(), now(), case when k % 4 = 0 then 20 end,
            case when k % 8 = 0 then now() - interval '1 day' end
       from (select id, row_number() over (order by id) as k from users) as numbered where k % 3 = 0`,
  );
  // sessions over a year, each by one of the people; all but the last day's few completed and scored
  await step(
    `${sessions} interview sessions`,
    `insert into interview_sessions (id, user_id, title, interview_type, persona, format, duration_minutes,
       question_count, status, plan, job, score, created_at, ended_at)
     select gen_random_uuid(), u.id, 'Practice', 'Behavioral', 'friendly', 'text', 20, 5,
            case when i % 1000 = 0 then 'in_progress' else 'completed' end, '{}'::jsonb, '{}'::jsonb,
            case when i % 1000 = 0 or i % 17 = 0 then null else round(((i % 100) / 10.0)::numeric, 1) end,
            now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
            case when i % 1000 = 0 then null
                 else now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute' + interval '20 minutes' end
       from generate_series(1, ${sessions}) as i
       join (select id, row_number() over (order by id) as k from users) as u on u.k = 1 + i % ${people}`,
  );
  await step(
    'a question for every other session',
    `insert into interview_questions (id, session_id, position, main_number, kind, text, asked_at)
     select gen_random_uuid(), id, 1, 1, 'main', 'Tell me about a time you led a team.', created_at
       from interview_sessions where seq % 2 = 0`,
  );
  // one in fifty evaluations failed for good
  await step(
    'its answer',
    `insert into interview_answers (id, session_id, question_id, answer_text, format, evaluation, answered_at)
     select gen_random_uuid(), q.session_id, q.id, 'I led a team of five.', 'text',
            case when row_number() over () % 50 = 0 then '{"status":"error"}'::jsonb else '{"status":"done","score":7}'::jsonb end,
            q.asked_at + interval '2 minutes'
       from interview_questions q`,
  );
  await step(
    `${tickets} support tickets`,
    `insert into support_tickets (id, user_id, feedback_type, message, status, created_at, updated_at)
     select gen_random_uuid(), u.id, 'Bug Report', 'Something broke', case when i % 20 = 0 then 'Open' else 'Resolved' end,
            now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day'
       from generate_series(1, ${tickets}) as i
       join (select id, row_number() over (order by id) as k from users) as u on u.k = 1 + i % ${people}`,
  );
  await step(
    `${jobs} finished jobs`,
    `insert into pgboss.job (name, data, state, created_on, started_on, completed_on, keep_until)
     select (array['identity.deliver-mail', 'interviewing.evaluate-answer', 'support.notify'])[1 + i % 3], '{}'::jsonb,
            (case when i % 100 = 0 then 'failed' else 'completed' end)::pgboss.job_state,
            now() - (i % 3600) * interval '1 second', now() - (i % 3600) * interval '1 second',
            now() - (i % 3600) * interval '1 second', now() + interval '14 days'
       from generate_series(1, ${jobs}) as i`,
  );
  await step('vacuum analyze', 'vacuum analyze');
} finally {
  await application.close();
}
