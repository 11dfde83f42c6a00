/**
 * What the scale measurements share. Each area of the product measured at scale is a file of its
 * own in scripts/scale/ (lists.ts, …) whose default export is an `Area`; `check.ts` finds every such
 * file and runs its measurements against the small and the large database.
 */
import pg from 'pg';
import { Argon2PasswordHasher } from '../../src/modules/identity/adapters/argon2-password-hasher.ts';
import { call, expectStatus } from '../bench-support.ts';

/** What a measurement may use: the running server, a signed-in admin, and the database itself. */
export interface ScaleContext {
  base: string;
  /** An access token of the first seeded admin. */
  adminToken: string;
  /** Runs one statement on the measured database (to find ids to ask for, say). */
  sql(text: string, values?: unknown[]): Promise<Record<string, unknown>[]>;
}

export interface Measurement {
  name: string;
  /** The path and query asked for, over and over, by `connections` clients at once. */
  path: string;
  /** Sends the admin's token (the default). */
  admin?: boolean;
  /** 10 unless told. */
  connections?: number;
  /** p95 the large set must stay within (ms); 50 unless told. */
  budgetP95Ms?: number;
  /** How many times the small set's p95 the large set's may be; 2 unless told. */
  maxRatio?: number;
}

export interface Area {
  name: string;
  measurements(context: ScaleContext): Promise<Measurement[]>;
}

/** The password the measured admin signs in with (set on each run; seeded accounts have none). */
const PASSWORD = 'Scale-check-1!';

/** The id of seeded person k (scripts/scale/seed.ts): person 1 is the first admin. */
export const seededPerson = (k: number) => `md5('person:${k}')::uuid`;

/** Gives the first seeded admin a password and signs in as them; answers the access token. */
export async function signInAdmin(base: string, url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let email: string;
  try {
    const hash = await new Argon2PasswordHasher().hash(PASSWORD);
    const [row] = (
      await client.query(
        `update users set password_hash = $1, auth_provider = 'email', email_verified = true,
           status = 'active', role = 'admin' where id = ${seededPerson(1)} returning email`,
        [hash],
      )
    ).rows;
    if (!row) throw new Error('no seeded admin: run scripts/scale/seed.ts on this database first');
    email = String(row.email);
  } finally {
    await client.end();
  }
  const reply = await expectStatus(
    call(base, 'POST', '/api/auth/login', { json: { email, password: PASSWORD } }),
    200,
    'admin sign-in',
  );
  return reply.json<{ token: string }>().token;
}
