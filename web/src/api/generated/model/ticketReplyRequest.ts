/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface TicketReplyRequest {
  /**
     * Must not be blank after trimming.
     * @minLength 1
     * @maxLength 5000
     */
  response: string;
}
