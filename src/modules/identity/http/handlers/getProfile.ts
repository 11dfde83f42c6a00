/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { presentProfile } from '../profile-presenter.ts';
import type { GetProfileContext } from '../generated/identity.context.ts';
import {
GetProfileResponse
} from '../generated/identity.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const getProfileHandlers = factory.createHandlers(
  zValidator('response', GetProfileResponse),
async (c: GetProfileContext<AppEnv>) =>
    respond(c, GetProfileResponse, presentProfile(await c.var.resolve(IDENTITY.GetProfile).execute(principalOf(c).userId))),
);