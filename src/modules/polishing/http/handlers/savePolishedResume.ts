/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { POLISHING } from '../../tokens.ts';
import type { SavePolishedResumeContext } from '../generated/polishing.context.ts';
import {
SavePolishedResumeBody,
SavePolishedResumeResponse
} from '../generated/polishing.zod.ts'
import { presentSavedResume } from '../presenters.ts';

const factory = createFactory();
export const savePolishedResumeHandlers = factory.createHandlers(
zValidator('json', SavePolishedResumeBody),
async (c: SavePolishedResumeContext<AppEnv>) => {
    const { newName, content } = c.req.valid('json');
    const saved = await c.var
      .resolve(POLISHING.SavePolishedResume)
      .execute({ userId: principalOf(c).userId, newName, content });
    return respond(c, SavePolishedResumeResponse, presentSavedResume(saved), 201);
  },
);
