/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

/**
 * `suspended`: the account was suspended; `signed_out`: a sign-out, password change or reset, role change or deletion ended the token.
 */
export type StreamSignedOutReason = typeof StreamSignedOutReason[keyof typeof StreamSignedOutReason];


export const StreamSignedOutReason = {
  suspended: 'suspended',
  signed_out: 'signed_out',
} as const;
