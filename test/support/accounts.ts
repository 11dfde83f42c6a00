import type { TestApp } from './test-app.ts';

export const GOOD_PASSWORD = 'Str0ng!pass';

export interface SignedIn {
  token: string;
  /** The refresh cookie as a Cookie header value (`refresh_token=…`). */
  cookie: string;
  email: string;
}

/** The `name=value` part of a Set-Cookie header for the given cookie. */
export function cookieFrom(res: { headers: Headers }, name = 'refresh_token'): string {
  const all = res.headers.getSetCookie();
  const line = all.find((c) => c.startsWith(`${name}=`));
  return line ? (line.split(';')[0] ?? '') : '';
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A fresh client address, so one test's sign-ups never count against another's limit. */
export function someAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function jsonRequest(
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export async function signUp(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
): Promise<SignedIn> {
  const email = overrides.email ?? uniqueEmail();
  const res = await t.request(
    '/api/auth/signup',
    jsonRequest(
      'POST',
      { name: overrides.name ?? 'Ada Lovelace', email, password: overrides.password ?? GOOD_PASSWORD },
      { 'x-forwarded-for': someAddress() },
    ),
  );
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { token, cookie: cookieFrom(res), email };
}

export async function signIn(
  t: TestApp,
  email: string,
  password = GOOD_PASSWORD,
  rememberMe = false,
): Promise<SignedIn> {
  const res = await t.request(
    '/api/auth/login',
    jsonRequest('POST', { email, password, rememberMe }, { 'x-forwarded-for': someAddress() }),
  );
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { token, cookie: cookieFrom(res), email };
}

/** The newest mail the outbox holds for an address, and the first link in it, once the mail jobs ran. */
export async function latestMail(
  t: TestApp,
  to: string,
): Promise<{ subject: string; text: string; link: string }> {
  await t.application.jobs.settled();
  const { body } = await t.json<{ subject: string; text: string }[]>(
    `/api/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`,
  );
  const mail = body[0];
  if (!mail) throw new Error(`no mail for ${to}`);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
  return { subject: mail.subject, text: mail.text, link };
}

/** Makes a user staff directly in the database (the staff command does the same). */
export async function promote(t: TestApp, email: string, role: 'admin' | 'support'): Promise<void> {
  await t.database.orm.em
    .fork()
    .getConnection()
    .execute('update users set role = ? where email_normalized = ?', [role, email.toLowerCase()]);
}

/** The id of the account signed up with an address ('' when there is none). */
export async function accountIdOf(t: TestApp, email: string): Promise<string> {
  const rows = (await t.database.orm.em
    .fork()
    .getConnection()
    .execute('select id from users where email_normalized = ?', [email.toLowerCase()])) as { id: string }[];
  return rows[0]?.id ?? '';
}

/** Signs a person up (made staff when a role is given) and answers with their account's id too. */
export async function signUpWithId(
  t: TestApp,
  options: { name?: string; role?: 'admin' | 'support' } = {},
): Promise<SignedIn & { id: string }> {
  const me = await signUp(t, { name: options.name });
  if (options.role) await promote(t, me.email, options.role);
  return { ...me, id: await accountIdOf(t, me.email) };
}
