/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { NotFoundError } from '../../../../shared/kernel/app-error.ts';
import { devOutbox } from '../dev-mailbox-page.ts';
import { presentMail } from '../presenters.ts';
import type { ListDevMailboxContext } from '../generated/identity.context.ts';
import {
ListDevMailboxQueryParams,
ListDevMailboxResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const listDevMailboxHandlers = factory.createHandlers(
zValidator('query', ListDevMailboxQueryParams),
  zValidator('response', ListDevMailboxResponse),
async (c: ListDevMailboxContext<AppEnv>) => {
    const outbox = devOutbox(c, c.var.resolve);
    if (!outbox) throw new NotFoundError('Mailbox');
    const { limit, to } = c.req.valid('query');
    const mails = await outbox.list(limit ?? 50, to);
    return respond(c, ListDevMailboxResponse, mails.map(presentMail));
  },
);