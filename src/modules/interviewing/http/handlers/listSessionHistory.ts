/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { SessionStats } from '../../application/session-stats.ts';
import { INTERVIEWING } from '../../tokens.ts';
import { zValidator } from '../generated/interviewing.validator.ts';
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
      .resolve<SessionStats>(INTERVIEWING.SessionStats)
      .history(principalOf(c).userId, query);
    return c.json(page, 200);
  },
);