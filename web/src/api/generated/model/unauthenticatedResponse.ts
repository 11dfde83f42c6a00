/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `UNAUTHENTICATED`: missing, invalid or expired credentials (for sign-in: wrong e-mail or password).
 */
export type UnauthenticatedResponse = ErrorEnvelope;
