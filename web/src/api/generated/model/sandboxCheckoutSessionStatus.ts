/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type SandboxCheckoutSessionStatus = typeof SandboxCheckoutSessionStatus[keyof typeof SandboxCheckoutSessionStatus];


export const SandboxCheckoutSessionStatus = {
  open: 'open',
  complete: 'complete',
  expired: 'expired',
} as const;
