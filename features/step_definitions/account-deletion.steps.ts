import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { GOOD_PASSWORD } from '../../test/support/accounts.ts';
import type { CoachWorld } from '../support/world.ts';

function deleteMyAccount(world: CoachWorld, confirmation: Record<string, string>) {
  return world.send('DELETE', '/api/user/account', confirmation);
}

When('I delete my account with my password', async function (this: CoachWorld) {
  await deleteMyAccount(this, { password: GOOD_PASSWORD });
});

When('I delete my account with the password {string}', async function (this: CoachWorld, password: string) {
  await deleteMyAccount(this, { password });
});

When(
  'I delete my account with the password {string} {int} times',
  async function (this: CoachWorld, password: string, times: number) {
    for (let i = 0; i < times; i++) await deleteMyAccount(this, { password });
  },
);

When('I delete my account without confirming', async function (this: CoachWorld) {
  await deleteMyAccount(this, {});
});

async function profileStatus(world: CoachWorld): Promise<number> {
  const answer = world.last;
  const status = (await world.send('GET', '/api/user/profile')).status;
  // the answer the scenario checks next stays the deletion's
  world.last = answer;
  return status;
}

Then('my account still works', async function (this: CoachWorld) {
  assert.equal(await profileStatus(this), 200);
});

Then('my account is gone', async function (this: CoachWorld) {
  assert.equal(await profileStatus(this), 401);
});
