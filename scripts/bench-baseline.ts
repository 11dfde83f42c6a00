/**
 * The bare server `npm run bench` measures ours against (docs/architecture.md section 8): Hono on
 * @hono/node-server and a database client, nothing else. No ORM, no logger, no middleware, no
 * contract checks. It does the same work as ours on the two measured endpoints:
 *
 * - `GET /api/health` answers `{"status":"ok"}`;
 * - `GET /api/user/profile` verifies the HS256 access token in x-auth-token (same secret, same
 *   header, signature compared in constant time, expiry checked), reads the account with the same
 *   statement as our authentication (the columns it needs, by primary key), refuses a suspended
 *   account or a moved token version, then reads the plan with the same statement as billing's
 *   subscription lookup (its four columns, by user): two queries, one after the other, as ours
 *   runs them. It answers the same JSON shape (user and subscription).
 *
 * Every answer carries the headers ours does (BASELINE_HEADERS: the security headers and
 * `cache-control: no-store`, read from our liveness answer by bench-support.ts) and a fresh
 * x-request-id, passed to `c.json` as any Hono handler would: the same bytes on the wire.
 *
 * With DATABASE_URL it reads through node-postgres (a pool of 10, as ours). Without it there is no
 * PostgreSQL to talk to, so it opens its own in-memory PGlite (the engine ours embeds), applies the
 * project's migrations and stores the bench user named by BASELINE_SEED_USER ("id:tokenVersion").
 * Run by bench-support.ts in its own process; PORT and JWT_SECRET come from there.
 */
import { createHmac, createSecretKey, randomUUID, timingSafeEqual } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

type Row = Record<string, unknown>;
type Query = (sql: string, params: unknown[]) => Promise<Row[]>;

const secret = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? ''));
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The claims of a token whose signature and lifetime hold, else null. */
function verify(token: string): { sub: string; ver: number } | null {
  const [header, payload, signature, ...rest] = token.split('.');
  if (header !== HEADER || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp <= Date.now() / 1000) return null;
    return { sub: claims.sub, ver: claims.ver };
  } catch {
    return null;
  }
}

const ANSWER_HEADERS: Record<string, string> = JSON.parse(process.env.BASELINE_HEADERS ?? '{}');
const headers = () => ({ ...ANSWER_HEADERS, 'x-request-id': randomUUID() });

// the statements of our authentication (identity's findAccount) and billing's subscription lookup
const ACCOUNT_SQL = `select id, name, email, role, auth_provider, email_verified, used_polish_feature,
  completed_tours, job_title, industry, experience, gender, status, token_version, trial_ends_at,
  created_at from users where id = $1`;
const PLAN_SQL = `select plan_name, status, current_period_end, cancel_at_period_end
  from subscriptions where user_id = $1`;

const iso = (value: unknown) => (value == null ? null : new Date(value as string).toISOString());

async function openQuery(): Promise<Query> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return async (sql, params) => (await pool.query(sql, params)).rows;
  }
  // the schema comes from the project's migrations; the ORM is used for that only, then stays idle
  const { openDatabase, migrate } = await import('../src/shared/persistence/database.ts');
  const orm = await openDatabase({ embeddedDir: 'memory://', entities: [] });
  await migrate(orm);
  const connection = orm.em.getConnection() as unknown as {
    getNativeClient(): Promise<{ query(sql: string, params: unknown[]): Promise<{ rows: Row[] }> }>;
  };
  const pglite = await connection.getNativeClient();
  const query: Query = async (sql, params) => (await pglite.query(sql, params)).rows;
  const [id, version] = (process.env.BASELINE_SEED_USER ?? '').split(':');
  if (id) {
    await query(
      `insert into users (id, name, email, email_normalized, token_version, trial_ends_at, created_at, updated_at)
       values ($1, 'Bench Mark', $2, $2, $3, now() + interval '7 days', now(), now())`,
      [id, `baseline.${id}@example.com`, Number(version ?? 0)],
    );
  }
  return query;
}

const query = await openQuery();
const app = new Hono();

app.get('/api/health', (c) => c.json({ status: 'ok' }, 200, headers()));

app.get('/api/user/profile', async (c) => {
  const claims = verify(c.req.header('x-auth-token') ?? '');
  if (!claims) return c.json({ error: { code: 'UNAUTHENTICATED' } }, 401, headers());
  const [user] = await query(ACCOUNT_SQL, [claims.sub]);
  if (!user || user.status === 'suspended' || user.token_version !== claims.ver)
    return c.json({ error: { code: 'UNAUTHENTICATED' } }, 401, headers());
  const [paid] = await query(PLAN_SQL, [claims.sub]);
  const trialEndsAt = iso(user.trial_ends_at);
  const live =
    paid && paid.plan_name !== 'Free' && ['active', 'trialing', 'past_due'].includes(paid.status as string);
  const trialing = !live && trialEndsAt !== null && Date.parse(trialEndsAt) > Date.now();
  return c.json(
    {
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        job_title: user.job_title,
        industry: user.industry,
        experience: user.experience,
        gender: user.gender,
        auth_provider: user.auth_provider,
        email_verified: user.email_verified,
        used_polish_feature: user.used_polish_feature,
        completedTours: user.completed_tours,
        created_at: iso(user.created_at),
        trial_ends_at: trialEndsAt,
      },
      subscription: live
        ? {
            planName: paid.plan_name,
            status: paid.status,
            current_period_end: iso(paid.current_period_end),
            cancel_at_period_end: paid.cancel_at_period_end,
          }
        : {
            planName: trialing ? 'Pro' : 'Free',
            status: trialing ? 'trialing' : ((paid?.status as string | undefined) ?? null),
            current_period_end: trialing ? trialEndsAt : null,
            cancel_at_period_end: false,
          },
    },
    200,
    headers(),
  );
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.env.PORT) });
