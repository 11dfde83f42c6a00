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


export const reportClientErrorBodyMessageMax = 2000;

export const reportClientErrorBodyStackMax = 10000;

export const reportClientErrorBodyUrlMax = 2000;

export const reportClientErrorBodyErrorIdMax = 100;

export const reportClientErrorBodyUserAgentMax = 500;



export const ReportClientErrorBody = zod.object({
  "message": zod.string().min(1).max(reportClientErrorBodyMessageMax),
  "stack": zod.string().max(reportClientErrorBodyStackMax).optional(),
  "url": zod.string().max(reportClientErrorBodyUrlMax).describe('The page the error happened on.'),
  "errorId": zod.string().max(reportClientErrorBodyErrorIdMax).optional().describe('The id the error page showed the person, if any.'),
  "userAgent": zod.string().max(reportClientErrorBodyUserAgentMax).optional()
})

export const ReportClientErrorResponse = zod.void()


export const getPublicConfigResponseTrialDaysMin = 0;



export const GetPublicConfigResponse = zod.object({
  "sentryDsn": zod.string().nullable().describe('The browser\'s Sentry DSN (public by design) when error reports go to Sentry; null sends them to `POST /api/client-errors`. Either way only after analytics consent.'),
  "googleSignInEnabled": zod.boolean(),
  "speechToTextEnabled": zod.boolean().describe('False means the web app uses the browser\'s own speech recognition only.'),
  "textToSpeechEnabled": zod.boolean().describe('False means questions have no `audioUrl` and the browser speaks them.'),
  "paymentProvider": zod.enum(['sandbox', 'stripe']),
  "requireEmailVerification": zod.boolean(),
  "trialDays": zod.int().min(getPublicConfigResponseTrialDaysMin)
})

