/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { ResendVerification } from '../../application/resend-verification.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { ResendVerificationContext } from '../generated/identity.context.ts';
import {
ResendVerificationResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const resendVerificationHandlers = factory.createHandlers(
zValidator('response', ResendVerificationResponse),
async (c: ResendVerificationContext<AppEnv>) => {
    const message = await c.var.resolve<ResendVerification>(IDENTITY.ResendVerification).execute(principalOf(c).userId);
    return c.json({ message });
  },
);