import { Given } from '@cucumber/cucumber';
import { signUp } from '../../test/support/accounts.ts';
import type { CoachWorld } from '../support/world.ts';

Given('a signed-up user', async function (this: CoachWorld) {
  const me = await signUp(this.app);
  this.token = me.token;
});
