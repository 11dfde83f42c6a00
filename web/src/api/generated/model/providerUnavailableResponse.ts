/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `PROVIDER_UNAVAILABLE`: an outside provider (AI, speech-to-text, payments, mail, Google) failed or is not configured. Nothing the user sent is lost; retrying is safe.
 */
export type ProviderUnavailableResponse = ErrorEnvelope;
