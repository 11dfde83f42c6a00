/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface TicketNoteRequest {
  /**
     * Must not be blank after trimming.
     * @minLength 1
     * @maxLength 5000
     */
  note: string;
}
