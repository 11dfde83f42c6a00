import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { CoachWorld } from '../support/world.ts';

function field(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);
}

When('a client calls {word} {string}', async function (this: CoachWorld, method: string, path: string) {
  await this.send(method, path);
});

When(
  'a client calls {word} {string} with the body:',
  async function (this: CoachWorld, method: string, path: string, body: string) {
    await this.send(method, path, body);
  },
);

Then('the response has status {int}', function (this: CoachWorld, status: number) {
  assert.equal(this.response().status, status, this.response().text);
});

Then('the response field {string} is {string}', function (this: CoachWorld, path: string, expected: string) {
  assert.equal(String(field(this.response().json, path)), expected);
});

Then('the response is an error envelope with code {string}', function (this: CoachWorld, code: string) {
  const body = this.response().json as Record<string, unknown>;
  assert.equal(body.error, code, this.response().text);
  assert.equal(typeof body.message, 'string');
  assert.ok((body.message as string).length > 0, 'the envelope carries a human message');
  assert.equal(typeof body.requestId, 'string');
  assert.equal(this.response().headers.get('x-request-id'), body.requestId);
});

Then('the error details name the field {string}', function (this: CoachWorld, name: string) {
  const details = (this.response().json as { details?: { path: (string | number)[] }[] }).details ?? [];
  assert.ok(
    details.some((d) => d.path.map(String).includes(name)),
    `no detail about ${name}: ${JSON.stringify(details)}`,
  );
});
