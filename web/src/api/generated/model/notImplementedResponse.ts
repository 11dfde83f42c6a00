/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `NOT_IMPLEMENTED`: the module owning this operation has not landed yet.
 */
export type NotImplementedResponse = ErrorEnvelope;
