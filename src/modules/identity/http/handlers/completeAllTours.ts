/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import type { CompleteTours } from '../../application/complete-tours.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { CompleteAllToursContext } from '../generated/identity.context.ts';
import {
CompleteAllToursResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const completeAllToursHandlers = factory.createHandlers(
zValidator('response', CompleteAllToursResponse),
async (c: CompleteAllToursContext<AppEnv>) => {
    const completedTours = await c.var.resolve<CompleteTours>(IDENTITY.CompleteTours).execute(principalOf(c).userId);
    return c.json({ completedTours });
  },
);