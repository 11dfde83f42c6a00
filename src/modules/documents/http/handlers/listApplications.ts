/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import { presentApplication } from '../presenters.ts';
import type { ListApplicationsContext } from '../generated/documents.context.ts';
import {
ListApplicationsResponse
} from '../generated/documents.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const listApplicationsHandlers = factory.createHandlers(
  zValidator('response', ListApplicationsResponse),
async (c: ListApplicationsContext<AppEnv>) => {
    const applications = await c.var
      .resolve(DOCUMENTS.ListApplications)
      .execute(principalOf(c).userId);
    return respond(c, ListApplicationsResponse, applications.map(presentApplication));
  },
);