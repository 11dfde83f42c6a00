import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { GOOD_PASSWORD, latestMail, someAddress } from '../../test/support/accounts.ts';
import { type CoachWorld, clock } from '../support/world.ts';

/** E-mails in the scenarios are made unique per run, so scenarios never meet each other's data. */
const runTag = Date.now().toString(36);
const email = (given: string) => given.replace('@', `+${runTag}@`);

async function signUp(world: CoachWorld, address: string, password = GOOD_PASSWORD) {
  return world.send('POST', '/api/auth/signup', { name: 'Casey Candidate', email: email(address), password });
}

When('someone signs up with the password {string}', async function (this: CoachWorld, password: string) {
  await signUp(this, `rules.${Math.random().toString(36).slice(2)}@example.com`, password);
});

When(
  'someone signs up as {string} with the password {string}',
  async function (this: CoachWorld, address: string, password: string) {
    await signUp(this, address, password);
  },
);

Then('the sign-up is refused with the message {string}', function (this: CoachWorld, message: string) {
  const res = this.response();
  assert.equal(res.status, 400, res.text);
  assert.equal((res.json as { message: string }).message, message);
});

Then('the account is created and signed in', function (this: CoachWorld) {
  const res = this.response();
  assert.equal(res.status, 201, res.text);
  assert.ok((res.json as { token?: string }).token, 'an access token');
  assert.ok(this.cookies.get('refresh_token'), 'a refresh cookie');
});

Given('a registered account {string}', async function (this: CoachWorld, address: string) {
  const res = await signUp(this, address);
  assert.equal(res.status, 201, res.text);
  this.cookies.clear();
});

Given('I am signed in as a new user', async function (this: CoachWorld) {
  const res = await signUp(this, `session.${Math.random().toString(36).slice(2)}@example.com`);
  assert.equal(res.status, 201, res.text);
  this.token = (res.json as { token: string }).token;
  this.remembered = this.cookies.get('refresh_token');
});

When(
  '{string} signs in with the password {string}',
  async function (this: CoachWorld, address: string, password: string) {
    await this.send('POST', '/api/auth/login', { email: email(address), password });
  },
);

When(
  '{string} signs in with a wrong password {int} times',
  async function (this: CoachWorld, address: string, times: number) {
    for (let i = 0; i < times; i++)
      await this.send('POST', '/api/auth/login', { email: email(address), password: 'Wr0ng!pass' });
  },
);

When(
  '{string} signs in with a wrong password {int} times from different addresses',
  async function (this: CoachWorld, address: string, times: number) {
    for (let i = 0; i < times; i++) {
      await this.send(
        'POST',
        '/api/auth/login',
        { email: email(address), password: 'Wr0ng!pass' },
        { 'x-forwarded-for': someAddress() },
      );
    }
  },
);

Then('the response asks to wait {int} second(s)', function (this: CoachWorld, seconds: number) {
  assert.equal(this.response().headers.get('retry-after'), String(seconds));
});

Given('{int} second(s) pass(es)', (seconds: number) => {
  clock.advance(seconds * 1000);
});

Then(
  '{string} can sign in with the password {string}',
  async function (this: CoachWorld, address: string, password: string) {
    const res = await this.send('POST', '/api/auth/login', { email: email(address), password });
    assert.equal(res.status, 200, res.text);
  },
);

When('my browser refreshes the session', async function (this: CoachWorld) {
  this.previous = this.cookies.get('refresh_token');
  const res = await this.send('POST', '/api/auth/refresh_token');
  // as the web client does: the new access token replaces the old one
  if (res.status === 200) this.token = (res.json as { token: string }).token;
});

When('I change my password to {string}', async function (this: CoachWorld, password: string) {
  await this.send('POST', '/api/user/change-password', {
    currentPassword: GOOD_PASSWORD,
    newPassword: password,
  });
});

Then('the browser holds a new refresh token', function (this: CoachWorld) {
  const now = this.cookies.get('refresh_token');
  assert.ok(now);
  assert.notEqual(now, this.previous);
});

When('an attacker replays the refresh token I had before', async function (this: CoachWorld) {
  await this.send('POST', '/api/auth/refresh_token', undefined, {
    cookie: `refresh_token=${this.remembered}`,
  });
});

When('I sign out', async function (this: CoachWorld) {
  this.remembered = this.cookies.get('refresh_token');
  await this.send('POST', '/api/auth/logout');
  // the browser lost the cookie; the server must have forgotten the session too
  this.cookies.set('refresh_token', this.remembered ?? '');
});

Given('a minute passes', () => {
  clock.advance(60_000);
});

Given('{int} minutes pass', (minutes: number) => {
  clock.advance(minutes * 60_000);
});

When('a password reset is requested for {string}', async function (this: CoachWorld, address: string) {
  const res = await this.send('POST', '/api/auth/request-password-reset', { email: email(address) });
  this.answers.push(res.text.replace(/"requestId":"[^"]+"/, ''));
});

Then('both answers are the same', function (this: CoachWorld) {
  assert.equal(this.answers.length, 2);
  assert.equal(this.answers[0], this.answers[1]);
});

When(
  'a stranger asks for a password reset for {string} {int} times from different addresses',
  async function (this: CoachWorld, address: string, times: number) {
    for (let i = 0; i < times; i++) {
      const res = await this.send(
        'POST',
        '/api/auth/request-password-reset',
        { email: email(address) },
        { 'x-forwarded-for': someAddress() },
      );
      this.answers.push(`${res.status} ${res.text.replace(/"requestId":"[^"]+"/, '')}`);
    }
  },
);

Then('every one of those answers was the same 200 answer', function (this: CoachWorld) {
  assert.ok(this.answers.length > 0);
  for (const answer of this.answers) assert.equal(answer, this.answers[0]);
  assert.match(this.answers[0] ?? '', /^200 /);
});

Given('a password reset link was requested for {string}', async function (this: CoachWorld, address: string) {
  const res = await this.send('POST', '/api/auth/request-password-reset', { email: email(address) });
  assert.equal(res.status, 200, res.text);
  const mail = await latestMail(this.app, email(address));
  this.resetToken = new URL(mail.link).searchParams.get('token') ?? '';
});

When('the link is used to set the password {string}', async function (this: CoachWorld, password: string) {
  await this.send('POST', '/api/auth/reset-password', { token: this.resetToken, password });
});
