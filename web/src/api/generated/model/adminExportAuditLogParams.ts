/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import type { AuditActionParameter } from './auditActionParameter.ts';
import type { AuditActorParameter } from './auditActorParameter.ts';
import type { AuditTargetParameter } from './auditTargetParameter.ts';
import type { FromParameter } from './fromParameter.ts';
import type { ToParameter } from './toParameter.ts';

export type AdminExportAuditLogParams = {
/**
 * Case-insensitive substring of the acting staff member's e-mail.
 * @maxLength 200
 */
actor?: AuditActorParameter;
/**
 * Only this action, e.g. `user.suspend`.
 * @maxLength 60
 */
action?: AuditActionParameter;
/**
 * Only actions on this target id (a user's, a ticket's, an announcement's).
 * @maxLength 100
 */
target?: AuditTargetParameter;
/**
 * Only entries at or after this instant.
 */
from?: FromParameter;
/**
 * Only entries before this instant.
 */
to?: ToParameter;
};
