/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import * as zod from 'zod';

export const GetHealthResponse = zod.object({
  "status": zod.enum(['ok'])
})


export const getReadinessResponseQueueDepthMin = 0;

export const getReadinessResponseQueueOldestJobAgeSecondsMin = 0;

export const getReadinessResponseQueueDeadLettersMin = 0;



export const GetReadinessResponse = zod.object({
  "status": zod.enum(['ready', 'unavailable']),
  "checks": zod.object({
  "database": zod.enum(['ok', 'error']),
  "queue": zod.enum(['ok', 'error']).describe('Whether the background job queue\'s tables can be read.')
}),
  "queue": zod.object({
  "depth": zod.int().min(getReadinessResponseQueueDepthMin).describe('Jobs waiting to run (evaluations, report scoring, mail), retries included.'),
  "oldestJobAgeSeconds": zod.int().min(getReadinessResponseQueueOldestJobAgeSecondsMin).nullable().describe('How long the oldest job ready to run has waited; null when none waits.'),
  "deadLetters": zod.int().min(getReadinessResponseQueueDeadLettersMin).describe('Jobs that failed every retry and wait for an operator.')
}).optional().describe('Present when the queue could be read.')
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

