/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `NOT_FOUND`: no such resource, or it belongs to someone else.
 */
export type NotFoundResponse = ErrorEnvelope;
