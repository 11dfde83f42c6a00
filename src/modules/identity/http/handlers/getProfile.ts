/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import { respond } from '../../../../shared/http/respond.ts';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { IDENTITY } from '../../tokens.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { authenticatedAccount } from '../authenticate.ts';
import { presentProfile } from '../presenters.ts';
import type { GetProfileContext } from '../generated/identity.context.ts';
import {
GetProfileResponse
} from '../generated/identity.zod.ts'
import { zValidator } from '../../../../shared/http/validator.ts';

const factory = createFactory();
export const getProfileHandlers = factory.createHandlers(
  zValidator('response', GetProfileResponse),
async (c: GetProfileContext<AppEnv>) => {
    // the account authentication read for this very request: role, status and token version checked
    const profile = await c.var
      .resolve(IDENTITY.GetProfile)
      .execute(principalOf(c).userId, authenticatedAccount(c));
    return respond(c, GetProfileResponse, presentProfile(profile));
  },
);