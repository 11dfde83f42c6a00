/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { clientIp } from '../../../../shared/http/client-ip.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { TOKENS } from '../../../../shared/tokens.ts';
import { SUPPORT } from '../../tokens.ts';
import { explainContact } from '../explain.ts';
import type { SubmitContactFormContext } from '../generated/support.context.ts';
import { SubmitContactFormBody, SubmitContactFormResponse } from '../generated/support.zod.ts';

const factory = createFactory();
export const submitContactFormHandlers = factory.createHandlers(
  zValidator('json', SubmitContactFormBody, explainContact),
  zValidator('response', SubmitContactFormResponse),
  async (c: SubmitContactFormContext<AppEnv>) => {
    const client = clientIp(c, c.var.resolve(TOKENS.Config).TRUST_PROXY);
    const sent = await c.var.resolve(SUPPORT.SendContactMessage).execute(c.req.valid('json'), client);
    return respond(c, SubmitContactFormResponse, { message: sent });
  },
);
