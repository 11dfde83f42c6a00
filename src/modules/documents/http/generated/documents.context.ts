/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
AnalyzeMatchRequest,
  CreateApplicationRequest,
  DeleteDocumentRequest,
  DownloadFileParams,
  GetDocumentDownloadUrlParams,
  JobUploadForm,
  RenameDocumentRequest,
  ResumeReadingCorrection,
  ResumeUploadForm
} from './documents.schemas.ts';

export type ListDocumentsContext<E extends Env = any> = Context<E, '/api/user/documents'>
export type UploadResumeContext<E extends Env = any> = Context<E, '/api/upload/resume', { in: { form: ResumeUploadForm, }, out: { form: ResumeUploadForm, } }>
export type UploadJobDescriptionContext<E extends Env = any> = Context<E, '/api/upload/job', { in: { form: JobUploadForm, }, out: { form: JobUploadForm, } }>
export type SetDefaultResumeContext<E extends Env = any> = Context<E, '/api/documents/resumes/:id/default', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type GetResumeReadingContext<E extends Env = any> = Context<E, '/api/documents/resumes/:id/reading', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type CorrectResumeReadingContext<E extends Env = any> = Context<E, '/api/documents/resumes/:id/reading', { in: { param: {
 id: string,
 },json: ResumeReadingCorrection, }, out: { param: {
 id: string,
 },json: ResumeReadingCorrection, } }>
export type ResetResumeReadingContext<E extends Env = any> = Context<E, '/api/documents/resumes/:id/reading', { in: { param: {
 id: string,
 }, }, out: { param: {
 id: string,
 }, } }>
export type RenameDocumentContext<E extends Env = any> = Context<E, '/api/documents/:id/rename', { in: { param: {
 id: string,
 },json: RenameDocumentRequest, }, out: { param: {
 id: string,
 },json: RenameDocumentRequest, } }>
export type DeleteDocumentContext<E extends Env = any> = Context<E, '/api/documents/:id', { in: { param: {
 id: string,
 },json: DeleteDocumentRequest, }, out: { param: {
 id: string,
 },json: DeleteDocumentRequest, } }>
export type GetDocumentDownloadUrlContext<E extends Env = any> = Context<E, '/api/documents/:id/download', { in: { param: {
 id: string,
 },query: GetDocumentDownloadUrlParams, }, out: { param: {
 id: string,
 },query: GetDocumentDownloadUrlParams, } }>
export type DownloadFileContext<E extends Env = any> = Context<E, '/api/files/:key', { in: { param: {
 key: string,
 },query: DownloadFileParams, }, out: { param: {
 key: string,
 },query: DownloadFileParams, } }>
export type AnalyzeMatchContext<E extends Env = any> = Context<E, '/api/user/analyze-match', { in: { json: AnalyzeMatchRequest, }, out: { json: AnalyzeMatchRequest, } }>
export type ListApplicationsContext<E extends Env = any> = Context<E, '/api/applications'>
export type CreateApplicationContext<E extends Env = any> = Context<E, '/api/applications', { in: { json: CreateApplicationRequest, }, out: { json: CreateApplicationRequest, } }>