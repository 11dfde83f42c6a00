/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import type { VerifyEmail } from '../../application/verify-email.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { VerifyEmailContext } from '../generated/identity.context.ts';
import {
VerifyEmailQueryParams
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const verifyEmailHandlers = factory.createHandlers(
zValidator('query', VerifyEmailQueryParams),
async (c: VerifyEmailContext<AppEnv>) => {
    const verified = await c.var.resolve<VerifyEmail>(IDENTITY.VerifyEmail).execute(c.req.valid('query').token);
    return c.redirect(verified ? '/email-verification-success' : '/email-verification-failed', 302);
  },
);