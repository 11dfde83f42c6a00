/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { CompleteAllToursContext } from '../generated/identity.context.ts';
import {
CompleteAllToursResponse
} from '../generated/identity.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const completeAllToursHandlers = factory.createHandlers(
  zValidator('response', CompleteAllToursResponse),
async (c: CompleteAllToursContext<AppEnv>) => {
    const completedTours = await c.var.resolve(IDENTITY.CompleteTours).execute(principalOf(c).userId);
    return respond(c, CompleteAllToursResponse, { completedTours });
  },
);