/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
AudioAnswerForm,
  ListSessionHistoryParams,
  StartInterviewRequest,
  SubmitAnswerRequest
} from './interviewing.schemas.ts';

export type GetDashboardStatsContext<E extends Env = any> = Context<E, '/api/user/dashboard-stats'>
export type ListSessionHistoryContext<E extends Env = any> = Context<E, '/api/user/history', { in: { query: ListSessionHistoryParams, }, out: { query: ListSessionHistoryParams, } }>
export type StartInterviewContext<E extends Env = any> = Context<E, '/api/interview/start', { in: { json: StartInterviewRequest, }, out: { json: StartInterviewRequest, } }>
export type SubmitAnswerContext<E extends Env = any> = Context<E, '/api/interview/submit-answer', { in: { json: SubmitAnswerRequest, }, out: { json: SubmitAnswerRequest, } }>
export type SubmitAudioAnswerContext<E extends Env = any> = Context<E, '/api/interview/submit-audio-answer', { in: { form: AudioAnswerForm, }, out: { form: AudioAnswerForm, } }>
export type ReevaluateAnswerContext<E extends Env = any> = Context<E, '/api/interview/answer/:id/reevaluate', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type EndInterviewContext<E extends Env = any> = Context<E, '/api/interview/:id/end', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type GetSessionSummaryContext<E extends Env = any> = Context<E, '/api/interview/:id/summary', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type DownloadReportContext<E extends Env = any> = Context<E, '/api/report/:id/download', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>