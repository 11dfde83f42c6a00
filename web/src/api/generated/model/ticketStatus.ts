/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type TicketStatus = typeof TicketStatus[keyof typeof TicketStatus];


export const TicketStatus = {
  Open: 'Open',
  Resolved: 'Resolved',
} as const;
