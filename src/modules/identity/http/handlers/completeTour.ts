/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { CompleteTours } from '../../application/complete-tours.ts';
import { zValidator } from '../generated/identity.validator.ts';
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
    const completedTours = await c.var.resolve<CompleteTours>(IDENTITY.CompleteTours).execute(principalOf(c).userId, tours);
    return c.json({ completedTours });
  },
);