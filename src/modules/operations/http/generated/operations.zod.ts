/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const GetHealthResponse = zod.object({
  "status": zod.enum(['ok'])
})


export const GetReadinessResponse = zod.object({
  "status": zod.enum(['ready', 'unavailable']),
  "checks": zod.object({
  "database": zod.enum(['ok', 'error'])
})
})


export const getPublicConfigResponseTrialDaysMin = 0;



export const GetPublicConfigResponse = zod.object({
  "googleSignInEnabled": zod.boolean(),
  "speechToTextEnabled": zod.boolean().describe('False means the web app uses the browser\'s own speech recognition only.'),
  "textToSpeechEnabled": zod.boolean().describe('False means questions have no `audioUrl` and the browser speaks them.'),
  "paymentProvider": zod.enum(['sandbox', 'stripe']),
  "requireEmailVerification": zod.boolean(),
  "trialDays": zod.int().min(getPublicConfigResponseTrialDaysMin)
})

