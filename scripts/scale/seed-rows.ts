/**
 * The rows of scripts/scale/seed.ts: what each kind of row holds, made by PostgreSQL itself with
 * generate_series (random() seeded by the caller, so the same counts make the same rows).
 */
/** How many rows of each kind at factor 1. */
export const FULL_SCALE = {
  people: 200_000,
  sessions: 2_000_000,
  notifications: 1_000_000,
  tickets: 300_000,
  audit: 1_000_000,
  activity: 1_500_000,
  jobs: 500_000,
} as const;

/** The first people are staff: admins, then support. */
export const STAFF = { admins: 5, support: 10 } as const;

const FIRST = [
  'Ada',
  'Ben',
  'Chloe',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Ines',
  'Jonas',
  'Keiko',
  'Liam',
  'Maya',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Aarav',
  'Bianca',
  'Carlos',
  'Dana',
  'Emeka',
  'Fatima',
  'Gustavo',
  'Hana',
  'Ivan',
  'Julia',
  'Kofi',
  'Lucia',
  'Mateo',
  'Nora',
];
const LAST = [
  'Adams',
  'Brown',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ito',
  'Johnson',
  'Kim',
  'Lopez',
  'Martin',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quist',
  'Rossi',
  'Silva',
  'Tanaka',
  'Ueda',
  'Vargas',
  'Walker',
  'Xu',
  'Young',
  'Zhang',
  'Andersen',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Ferreira',
  'Gomez',
  'Hansen',
  'Ibrahim',
  'Jensen',
  'Kowalski',
  'Larsen',
  'Moreau',
  'Novak',
  'Olsen',
  'Petrov',
  'Rahman',
  'Santos',
  'Schmidt',
  'Torres',
  'Volkov',
  'Weber',
  'Yamamoto',
  'Zimmer',
];
const DOMAINS = ['example.com', 'example.org', 'mail.example', 'corp.example', 'uni.example', 'dev.example'];

const array = (items: readonly string[]) => `array[${items.map((s) => `'${s}'`).join(',')}]`;

/** The id of person k (1-based), the same in every table that points at them. */
const person = (k: string) => `md5('person:' || (${k}))::uuid`;

/** A number from 1 to n, at random. */
const pick = (n: number) => `(1 + floor(random() * ${n}))::int`;

/**
 * The statements that make each kind of row, in order, for the given counts. The job history needs
 * the job queue's tables and queues; the plan checks run a few of these on a test database.
 */
export function seedSteps(n: Record<keyof typeof FULL_SCALE, number>): { name: string; sql: string }[] {
  const people = n.people;
  const staff = STAFF.admins + STAFF.support;
  const first = `(${array(FIRST)})[1 + g % ${FIRST.length}]`;
  const last = `(${array(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}]`;
  const email = `lower(${first}) || '.' || lower(${last}) || g || '@' || (${array(DOMAINS)})[1 + g % ${DOMAINS.length}]`;
  return [
    {
      name: `people (${people})`,
      sql: `insert into users (id, name, email, email_normalized, password_hash, role, auth_provider,
              email_verified, job_title, industry, experience, status, trial_ends_at, last_login_at,
              created_at, updated_at)
            select ${person('g')}, ${first} || ' ' || ${last}, ${email}, ${email}, null,
              case when g <= ${STAFF.admins} then 'admin' when g <= ${staff} then 'support' else 'user' end,
              case when g % 4 = 0 then 'google' else 'email' end,
              g % 10 <> 0,
              (array['Software Engineer','Product Manager','Data Analyst','Designer','Sales Lead','Nurse'])[1 + g % 6],
              (array['Technology','Finance','Health','Retail','Education'])[1 + g % 5],
              (array['Entry','Mid','Senior'])[1 + g % 3],
              case when g > ${staff} and random() < 0.01 then 'suspended' else 'active' end,
              c + interval '14 days',
              case when random() < 0.8 then c + (now() - c) * random() end,
              c, c
            from (select g, now() - interval '730 days' * random() as c
                    from generate_series(1, ${people}) g) s`,
    },
    {
      name: `subscriptions (${Math.floor(people / 3)})`,
      sql: `insert into subscriptions (id, user_id, plan_name, status, billing_interval, current_period_end,
              cancel_at_period_end, provider, provider_customer_id, provider_subscription_id, created_at, updated_at)
            select md5('subscription:' || g)::uuid, ${person('g')},
              case when r < 0.7 then 'Pro' else 'Premium' end,
              case when r2 < 0.85 then 'active' when r2 < 0.93 then 'canceled' else 'past_due' end,
              case when g % 5 = 0 then 'year' else 'month' end,
              now() + interval '30 days' * random(),
              random() < 0.05, 'sandbox', 'cus_seed_' || g, 'sub_seed_' || g,
              now() - interval '365 days' * random(), now() - interval '30 days' * random()
            from (select g, random() as r, random() as r2 from generate_series(3, ${people}, 3) g) s`,
    },
    {
      name: `interview sessions (${n.sessions})`,
      sql: `insert into interview_sessions (id, user_id, title, interview_type, persona, format,
              duration_minutes, question_count, status, plan, job, score, created_at, ended_at)
            select md5('session:' || g)::uuid, ${person(pick(people))},
              (array['Frontend Engineer','Account Manager','Data Scientist','Nurse Practitioner'])[1 + g % 4] || ' interview',
              (array['Behavioral','Technical','Coding'])[1 + g % 3], 'Friendly', 'text', 20, 5,
              case when open then 'in_progress' else 'completed' end,
              '{}'::jsonb, '{}'::jsonb,
              case when not open then round((2 + random() * 8)::numeric, 1) end,
              c, case when not open then c + interval '20 minutes' * (0.5 + random() / 2) end
            from (select g, o as open,
                    case when o then now() - interval '15 minutes' * random()
                         else now() - interval '365 days' * random() end as c
                    from (select g, random() < 0.005 as o from generate_series(1, ${n.sessions}) g) r) s`,
    },
    {
      name: 'a question for each finished session',
      sql: `insert into interview_questions (id, session_id, position, main_number, kind, text, asked_at)
            select md5('question:' || s.id)::uuid, s.id, 1, 1, 'main',
              'Tell me about a project you are proud of.', s.created_at + interval '1 minute'
            from interview_sessions s where s.status = 'completed'`,
    },
    {
      name: 'its answer',
      sql: `insert into interview_answers (id, session_id, question_id, answer_text, format, evaluation, answered_at)
            select md5('answer:' || q.id)::uuid, q.session_id, q.id,
              'I led the migration of our billing system and cut invoice errors by half.', 'text',
              jsonb_build_object('status', 'ok', 'score', round((2 + random() * 8)::numeric, 1),
                'evaluation_criteria', '[]'::jsonb),
              q.asked_at + interval '3 minutes'
            from interview_questions q`,
    },
    {
      name: `notifications (${n.notifications})`,
      sql: `insert into notifications (id, user_id, type, title, body, link_url, read_at, created_at)
            select md5('notification:' || g)::uuid, ${person(pick(people))}, t,
              case t when 'report_ready' then 'Your interview report is ready'
                     when 'support_ticket_reply' then 'Support replied to your ticket'
                     when 'feature_announcement' then 'New: practise with voice'
                     else 'Your weekly progress' end,
              'Open the product to see more.', '/dashboard',
              case when random() < 0.7 then c + interval '2 days' * random() end, c
            from (select g, (array['report_ready','report_ready','support_ticket_reply','feature_announcement','general'])[1 + g % 5] as t,
                    now() - interval '365 days' * random() as c
                    from generate_series(1, ${n.notifications}) g) s`,
    },
    {
      name: `support tickets (${n.tickets})`,
      sql: `insert into support_tickets (id, user_id, feedback_type, message, status, created_at, updated_at)
            select md5('ticket:' || g)::uuid, ${person(pick(people))},
              (array['Bug Report','Feature Request','General Feedback'])[1 + g % 3],
              (array['The report page does not load on my phone.','Please add a dark theme.',
                     'I was charged twice this month.','Voice answers cut off after a minute.',
                     'Thanks, the coaching helped me land the job!'])[1 + g % 5] || ' (#' || g || ')',
              case when random() < 0.15 then 'Open' else 'Resolved' end,
              c, least(now(), c + interval '10 days' * random())
            from (select g, now() - interval '365 days' * random() as c
                    from generate_series(1, ${n.tickets}) g) s`,
    },
    {
      name: 'a reply to each resolved ticket',
      sql: `insert into support_ticket_responses (id, ticket_id, author_id, author_role, author_name, response, created_at)
            select md5('reply:' || t.id)::uuid, t.id, u.id, 'support', u.name,
              'Thanks for writing in: this is fixed now.', t.updated_at
            from support_tickets t
            join users u on u.id = ${person(`${STAFF.admins} + 1 + abs(hashtext(t.id::text)) % ${STAFF.support}`)}
            where t.status = 'Resolved'`,
    },
    {
      name: `audit entries (${n.audit})`,
      sql: `insert into audit_log (id, actor_id, actor_email, actor_role, action, target_type, target_id,
              before, after, reason, ip, request_id, created_at)
            select md5('audit:' || s.g)::uuid, u.id, u.email, u.role, s.action,
              case when s.action like 'user.%' then 'user' when s.action like 'ticket.%' then 'ticket'
                   when s.action like 'announcement.%' then 'announcement' else 'settings' end,
              ${person('s.target')}::text,
              case when s.action = 'user.suspend' then '{"status":"active"}'::jsonb end,
              case when s.action = 'user.suspend' then '{"status":"suspended"}'::jsonb end,
              case when s.action in ('user.suspend','user.delete') then 'Abuse report' end,
              '203.0.113.' || (s.g % 250), 'req-' || s.g, s.c
            from (select g, ${pick(staff)} as actor, ${pick(people)} as target,
                    (array['ticket.reply','ticket.reply','ticket.status','ticket.note','user.rename',
                           'user.suspend','user.unsuspend','user.reset_password','user.delete',
                           'announcement.create','announcement.update','settings.update',
                           'activity.export'])[1 + g % 13] as action,
                    now() - interval '365 days' * random() as c
                    from generate_series(1, ${n.audit}) g) s
            join users u on u.id = ${person('s.actor')}`,
    },
    {
      name: `activity events (${n.activity})`,
      sql: `insert into activity_events (id, user_id, user_email, event, metadata, created_at)
            select md5('activity:' || s.g)::uuid, u.id, u.email, s.event,
              case when s.event = 'login.failed' then jsonb_build_object('email', u.email) else '{}'::jsonb end,
              s.c
            from (select g, ${pick(people)} as k,
                    (array['login','login','login','interview.start','interview.complete','document.upload',
                           'resume.polish','login.failed','signup','plan.change'])[1 + g % 10] as event,
                    now() - interval '365 days' * random() as c
                    from generate_series(1, ${n.activity}) g) s
            join users u on u.id = ${person('s.k')}`,
    },
    {
      name: `job history (${n.jobs})`,
      sql: `insert into pgboss.job (id, name, data, state, retry_count, start_after, created_on, started_on,
              completed_on, keep_until, output)
            select md5('job:' || s.g)::uuid, q.names[1 + s.g % cardinality(q.names)], '{}'::jsonb,
              (case when s.failed then 'failed' else 'completed' end)::pgboss.job_state,
              case when s.failed then 3 else 0 end, s.c, s.c, s.c + interval '1 second',
              s.c + interval '1 second' + interval '5 seconds' * random(), now() + interval '14 days',
              case when s.failed then '{"message":"provider timed out"}'::jsonb end
            from (select g, random() < 0.03 as failed, now() - interval '14 days' * random() as c
                    from generate_series(1, ${n.jobs}) g) s
            cross join (select array_agg(name order by name) as names from pgboss.queue
                         where name not like '%dead%') q`,
    },
  ];
}
