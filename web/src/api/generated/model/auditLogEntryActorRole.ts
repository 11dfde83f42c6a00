/**
 * Written by `make generate` from openapi/openapi.yaml.
 */

export type AuditLogEntryActorRole = typeof AuditLogEntryActorRole[keyof typeof AuditLogEntryActorRole];


export const AuditLogEntryActorRole = {
  admin: 'admin',
  support: 'support',
} as const;
