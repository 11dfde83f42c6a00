import {
  After,
  AfterAll,
  BeforeAll,
  setDefaultTimeout,
  setWorldConstructor,
  World,
} from '@cucumber/cucumber';
import { FixedClock } from '../../src/shared/kernel/clock.ts';
import { listenRefusingOutside, mswServer } from '../../test/support/msw-server.ts';
import { FAKE_OPENAI_ENV, type FakeOpenAi, fakeOpenAi } from '../../test/support/openai-fake.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

setDefaultTimeout(30_000);

let shared: TestApp | undefined;
/** The application configured with the OpenAI-compatible provider, started by the first scenario that needs it. */
let withProvider: { app: TestApp; provider: FakeOpenAi } | undefined;
/** Requests to outside services no fake answered: each fails the scenario that made it. */
const unhandled: string[] = [];
/** The application's clock: scenarios about expiry move it forward. */
export const clock = new FixedClock('2026-11-22T09:00:00Z');

// One application per run: the database boots once; scenarios keep apart by using their own data.
BeforeAll({ timeout: 120_000 }, async () => {
  // outside services are faked; anything else trying to leave the process is an error
  listenRefusingOutside(unhandled);
  // the one-time polish's scenarios open ten streams at once: more than one person may hold open
  // by default (that cap has its own tests), so this server lets them through to the allowance
  shared = await createTestApp({ POLISH_STREAMS_PER_PERSON: '20' }, { clock });
});

After(() => {
  const seen = unhandled.splice(0);
  if (seen.length > 0) throw new Error(`Unhandled outside request(s): ${seen.join(', ')}`);
});

AfterAll(async () => {
  await shared?.close();
  await withProvider?.app.close();
  mswServer.close();
});

export interface LastResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

/** Drives the app through HTTP in-process, the way a client or integrator would. */
export class CoachWorld extends World {
  last: LastResponse | undefined;
  token: string | undefined;
  /** Cookies the browser would hold, by name (the refresh cookie, say). */
  cookies = new Map<string, string>();
  /** The client address this scenario's requests come from (rate limits count per address). */
  /** Scenario notes: tokens and answers remembered between steps. */
  remembered: string | undefined;
  previous: string | undefined;
  resetToken = '';
  /** Documents by the name the scenario gave them. */
  documents = new Map<string, string>();
  email = '';
  downloadUrl = '';
  answers: string[] = [];
  address = `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  /** Set when the scenario runs against the OpenAI-compatible provider (see `useProvider`). */
  provider: FakeOpenAi | undefined;

  get app(): TestApp {
    if (this.provider && withProvider) return withProvider.app;
    if (!shared) throw new Error('the application did not start');
    return shared;
  }

  /** From here on the scenario talks to the application whose coaching engine calls the (fake) provider. */
  async useProvider(): Promise<FakeOpenAi> {
    withProvider ??= {
      app: await createTestApp(FAKE_OPENAI_ENV, { clock }),
      provider: fakeOpenAi(mswServer),
    };
    withProvider.provider.health = 'healthy';
    this.provider = withProvider.provider;
    return this.provider;
  }

  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LastResponse> {
    const init: RequestInit = { method, headers: { 'x-forwarded-for': this.address, ...headers } };
    if (this.token) (init.headers as Record<string, string>)['x-auth-token'] = this.token;
    if (this.cookies.size > 0 && !headers.cookie) {
      (init.headers as Record<string, string>).cookie = [...this.cookies]
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
    }
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await this.app.request(path, init);
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    this.last = { status: res.status, headers: res.headers, text, json };
    return this.last;
  }

  /** Sends one file the way the upload widget does (multipart, one field). */
  async upload(kind: 'resume' | 'job', fileName: string, text: string): Promise<LastResponse> {
    const form = new FormData();
    form.append(kind, new File([text], fileName, { type: 'text/plain' }));
    const headers: Record<string, string> = { 'x-forwarded-for': this.address };
    if (this.token) headers['x-auth-token'] = this.token;
    const res = await this.app.request(`/api/upload/${kind}`, { method: 'POST', headers, body: form });
    const body = await res.text();
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    this.last = { status: res.status, headers: res.headers, text: body, json };
    return this.last;
  }

  response(): LastResponse {
    if (!this.last) throw new Error('no request was sent yet');
    return this.last;
  }
}

setWorldConstructor(CoachWorld);
