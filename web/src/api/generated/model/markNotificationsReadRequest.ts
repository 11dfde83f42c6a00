/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface MarkNotificationsReadRequest {
  /**
     * @minItems 1
     * @maxItems 100
     */
  ids: string[];
}
