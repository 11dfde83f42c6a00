/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { ErrorEnvelope } from './errorEnvelope.ts';

/**
 * 403 with one of three codes: `FORBIDDEN` (role or account state does not allow it,
 * e.g. a regular user on a staff endpoint, a suspended account, a Google account
 * changing its password, a bad file signature), `EMAIL_NOT_VERIFIED` (AI action while
 * e-mail verification is required; default 'Please verify your email to access
 * this.'), `TRIAL_EXPIRED` (Pro-only action after the trial ended unpaid; default
 * 'Your trial has expired.').
 */
export type ForbiddenResponse = ErrorEnvelope;
