/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { presentHistory } from '../presenters.ts';
import type { ListSessionHistoryContext } from '../generated/interviewing.context.ts';
import {
ListSessionHistoryQueryParams,
ListSessionHistoryResponse
} from '../generated/interviewing.zod.ts'

const factory = createFactory();
export const listSessionHistoryHandlers = factory.createHandlers(
zValidator('query', ListSessionHistoryQueryParams),
  zValidator('response', ListSessionHistoryResponse),
async (c: ListSessionHistoryContext<AppEnv>) => {
    const query = c.req.valid('query');
    const page = await c.var
      .resolve(INTERVIEWING.SessionStats)
      .history(principalOf(c).userId, query);
    return respond(c, ListSessionHistoryResponse, presentHistory(page));
  },
);