/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import type { VerifyEmailContext } from '../generated/identity.context.ts';
import {
VerifyEmailQueryParams
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const verifyEmailHandlers = factory.createHandlers(
zValidator('query', VerifyEmailQueryParams),
async (c: VerifyEmailContext<AppEnv>) => {
    const verified = await c.var.resolve(IDENTITY.VerifyEmail).execute(c.req.valid('query').token);
    return c.redirect(verified ? '/email-verification-success' : '/email-verification-failed', 302);
  },
);