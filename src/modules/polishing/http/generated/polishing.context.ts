/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
ExportPolishedRequest,
  PolishExperienceRequest,
  SavePolishedRequest,
  StreamResumePolishParams
} from './polishing.schemas.ts';

export type StreamResumePolishContext<E extends Env = any> = Context<E, '/api/resume/polish-stream', { in: { query: StreamResumePolishParams, }, out: { query: StreamResumePolishParams, } }>
export type PolishExperienceContext<E extends Env = any> = Context<E, '/api/resume/polish-experience', { in: { json: PolishExperienceRequest, }, out: { json: PolishExperienceRequest, } }>
export type SavePolishedResumeContext<E extends Env = any> = Context<E, '/api/resume/save-polished', { in: { json: SavePolishedRequest, }, out: { json: SavePolishedRequest, } }>
export type ExportPolishedResumeContext<E extends Env = any> = Context<E, '/api/resume/export-polished', { in: { json: ExportPolishedRequest, }, out: { json: ExportPolishedRequest, } }>