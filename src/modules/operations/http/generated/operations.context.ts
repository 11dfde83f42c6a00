/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { Context, Env } from 'hono';

export type GetHealthContext<E extends Env = any> = Context<E, '/api/health'>
export type GetReadinessContext<E extends Env = any> = Context<E, '/api/ready'>
export type GetPublicConfigContext<E extends Env = any> = Context<E, '/api/config'>