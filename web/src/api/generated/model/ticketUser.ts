/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export interface TicketUser {
  id: string;
  name: string;
  email: string;
}
