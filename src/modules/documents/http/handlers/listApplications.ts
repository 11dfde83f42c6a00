/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { DOCUMENTS } from '../../tokens.ts';
import type { ListApplications } from '../../application/list-applications.ts';
import { presentApplication } from '../presenters.ts';
import { zValidator } from '../generated/documents.validator.ts';
import type { ListApplicationsContext } from '../generated/documents.context.ts';
import {
ListApplicationsResponse
} from '../generated/documents.zod.ts'

const factory = createFactory();
export const listApplicationsHandlers = factory.createHandlers(
zValidator('response', ListApplicationsResponse),
async (c: ListApplicationsContext<AppEnv>) => {
    const applications = await c.var
      .resolve<ListApplications>(DOCUMENTS.ListApplications)
      .execute(principalOf(c).userId);
    return c.json(applications.map(presentApplication));
  },
);