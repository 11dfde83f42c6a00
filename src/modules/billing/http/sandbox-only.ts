import type { Context } from 'hono';
import type { AppEnv } from '../../../shared/http/app-env.ts';
import { NotFoundError } from '../../../shared/kernel/app-error.ts';
import { TOKENS } from '../../../shared/tokens.ts';

/** The sandbox's own pages exist only while the sandbox payment provider is the one configured. */
export function requireSandbox(c: Context<AppEnv>): void {
  if (c.var.resolve(TOKENS.Config).PAYMENT_PROVIDER !== 'sandbox') throw new NotFoundError('Sandbox billing');
}
