/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface UrlResponse {
  url: string;
}
