/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { presentProfile, profileChangesFrom } from '../presenters.ts';
import type { UpdateProfileContext } from '../generated/identity.context.ts';
import {
UpdateProfileBody,
UpdateProfileResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const updateProfileHandlers = factory.createHandlers(
zValidator('json', UpdateProfileBody),
  zValidator('response', UpdateProfileResponse),
async (c: UpdateProfileContext<AppEnv>) => {
    const { userId } = principalOf(c);
    const changes = profileChangesFrom(c.req.valid('json'));
    const updated = await c.var.resolve(IDENTITY.UpdateProfile).execute(userId, changes);
    const profile = await c.var.resolve(IDENTITY.GetProfile).execute(userId, updated);
    return respond(c, UpdateProfileResponse, presentProfile(profile));
  },
);