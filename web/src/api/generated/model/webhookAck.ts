/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface WebhookAck {
  received: boolean;
}
