/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { presentProfile } from '../profile-presenter.ts';
import type { GetProfile } from '../../application/get-profile.ts';
import type { UpdateProfile } from '../../application/update-profile.ts';
import { zValidator } from '../generated/identity.validator.ts';
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
    await c.var.resolve<UpdateProfile>(IDENTITY.UpdateProfile).execute(userId, c.req.valid('json'));
    return c.json(presentProfile(await c.var.resolve<GetProfile>(IDENTITY.GetProfile).execute(userId)));
  },
);