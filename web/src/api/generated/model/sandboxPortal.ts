/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { SandboxCard } from './sandboxCard.ts';
import type { SandboxPortalSubscription } from './sandboxPortalSubscription.ts';

export interface SandboxPortal {
  /** The newest subscription of the billing account; null when none was ever started. */
  subscription: SandboxPortalSubscription | null;
  card: SandboxCard | null;
}
