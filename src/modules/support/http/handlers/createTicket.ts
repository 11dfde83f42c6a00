/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import { explainBlankMessage } from '../explain.ts';
import type { CreateTicketContext } from '../generated/support.context.ts';
import { CreateTicketBody, CreateTicketResponse } from '../generated/support.zod.ts';
import { presentTicket } from '../presenters.ts';

const factory = createFactory();
export const createTicketHandlers = factory.createHandlers(
  zValidator('json', CreateTicketBody, explainBlankMessage),
  async (c: CreateTicketContext<AppEnv>) => {
    const { feedback_type, message } = c.req.valid('json');
    const ticket = await c.var
      .resolve(SUPPORT.OpenTicket)
      .execute(principalOf(c).userId, { feedbackType: feedback_type, message });
    return respond(c, CreateTicketResponse, presentTicket(ticket), 201);
  },
);
