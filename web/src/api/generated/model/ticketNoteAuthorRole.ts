/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type TicketNoteAuthorRole = typeof TicketNoteAuthorRole[keyof typeof TicketNoteAuthorRole];


export const TicketNoteAuthorRole = {
  support: 'support',
  admin: 'admin',
} as const;
