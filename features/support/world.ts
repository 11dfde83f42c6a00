import { AfterAll, BeforeAll, setDefaultTimeout, setWorldConstructor, World } from '@cucumber/cucumber';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

setDefaultTimeout(30_000);

let shared: TestApp | undefined;

// One application per run: the database boots once; scenarios keep apart by using their own data.
BeforeAll({ timeout: 120_000 }, async () => {
  shared = await createTestApp();
});

AfterAll(async () => {
  await shared?.close();
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

  get app(): TestApp {
    if (!shared) throw new Error('the application did not start');
    return shared;
  }

  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LastResponse> {
    const init: RequestInit = { method, headers: { ...headers } };
    if (this.token) (init.headers as Record<string, string>)['x-auth-token'] = this.token;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await this.app.request(path, init);
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

  response(): LastResponse {
    if (!this.last) throw new Error('no request was sent yet');
    return this.last;
  }
}

setWorldConstructor(CoachWorld);
