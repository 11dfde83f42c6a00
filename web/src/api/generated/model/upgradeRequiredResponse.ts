/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * `UPGRADE_REQUIRED`: a Free plan limit was reached; the web app opens the upgrade modal with the message (default 'Please upgrade your plan to continue.').
 */
export type UpgradeRequiredResponse = ErrorEnvelope;
