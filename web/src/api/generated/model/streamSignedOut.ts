/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { StreamSignedOutReason } from './streamSignedOutReason.ts';

/**
 * Why a live stream ends because its access token no longer counts.
 */
export interface StreamSignedOut {
  /** `suspended`: the account was suspended; `signed_out`: a sign-out, password change or reset, role change or deletion ended the token. */
  reason: StreamSignedOutReason;
  message: string;
}
