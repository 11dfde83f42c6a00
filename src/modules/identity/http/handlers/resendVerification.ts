/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { MESSAGES } from '../presenters.ts';
import type { ResendVerificationContext } from '../generated/identity.context.ts';
import {
ResendVerificationResponse
} from '../generated/identity.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const resendVerificationHandlers = factory.createHandlers(
  zValidator('response', ResendVerificationResponse),
async (c: ResendVerificationContext<AppEnv>) => {
    await c.var.resolve(IDENTITY.ResendVerification).execute(principalOf(c).userId);
    return respond(c, ResendVerificationResponse, { message: MESSAGES.verificationSent });
  },
);