/**
 * Scaffolded by `make generate` from openapi/openapi.yaml; the body is ours.
 */
import { createFactory } from 'hono/factory';
import type { AppEnv } from '../../../../shared/http/app-env.ts';
import { principalOf } from '../../../../shared/http/principal.ts';
import { respond } from '../../../../shared/http/respond.ts';
import { zValidator } from '../../../../shared/http/validator.ts';
import { SUPPORT } from '../../tokens.ts';
import { explainBlankMessage } from '../explain.ts';
import type { SubmitFeedbackContext } from '../generated/support.context.ts';
import { SubmitFeedbackBody, SubmitFeedbackResponse } from '../generated/support.zod.ts';

const factory = createFactory();
export const submitFeedbackHandlers = factory.createHandlers(
  zValidator('json', SubmitFeedbackBody, explainBlankMessage),
  async (c: SubmitFeedbackContext<AppEnv>) => {
    const { feedback_type, message } = c.req.valid('json');
    const thanks = await c.var
      .resolve(SUPPORT.SubmitFeedback)
      .execute(principalOf(c).userId, { feedbackType: feedback_type, message });
    return respond(c, SubmitFeedbackResponse, { message: thanks }, 201);
  },
);
