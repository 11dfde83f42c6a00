/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface SandboxCheckoutCompletion {
  success: true;
  redirectUrl: string;
}
