/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface MessageResponse {
  message: string;
}
