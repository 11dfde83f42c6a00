/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { CompleteTourContext } from '../generated/identity.context.ts';
import {
CompleteTourBody,
CompleteTourResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const completeTourHandlers = factory.createHandlers(
zValidator('json', CompleteTourBody),
  zValidator('response', CompleteTourResponse),
async (c: CompleteTourContext<AppEnv>) => {
    const tours = [c.req.valid('json').tour_key];
    const completedTours = await c.var.resolve(IDENTITY.CompleteTours).execute(principalOf(c).userId, tours);
    return respond(c, CompleteTourResponse, { completedTours });
  },
);