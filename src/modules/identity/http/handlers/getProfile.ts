/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { presentProfile } from '../profile-presenter.ts';
import type { GetProfile } from '../../application/get-profile.ts';
import { zValidator } from '../generated/identity.validator.ts';
import type { GetProfileContext } from '../generated/identity.context.ts';
import {
GetProfileResponse
} from '../generated/identity.zod.ts'

const factory = createFactory();
export const getProfileHandlers = factory.createHandlers(
zValidator('response', GetProfileResponse),
async (c: GetProfileContext<AppEnv>) =>
    c.json(presentProfile(await c.var.resolve<GetProfile>(IDENTITY.GetProfile).execute(principalOf(c).userId))),
);