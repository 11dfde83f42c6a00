/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

import type {
ClientErrorReport
} from './operations.schemas.ts';

export type GetHealthContext<E extends Env = any> = Context<E, '/api/health'>
export type GetReadinessContext<E extends Env = any> = Context<E, '/api/ready'>
export type ReportClientErrorContext<E extends Env = any> = Context<E, '/api/client-errors', { in: { json: ClientErrorReport, }, out: { json: ClientErrorReport, } }>
export type GetPublicConfigContext<E extends Env = any> = Context<E, '/api/config'>