import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { MikroOrmAuditTrail } from './adapters/mikro-orm-audit-trail.ts';
import { StaffActions } from './application/staff-actions.ts';
import routes from './http/generated/admin.routes.ts';
import { staffAccess } from './http/staff-access.ts';
import { ADMIN } from './tokens.ts';

function register(registry: Registry): void {
  registry.construct(ADMIN.AuditTrail, [TOKENS.Orm], MikroOrmAuditTrail);
  registry.construct(
    ADMIN.StaffActions,
    [ADMIN.AuditTrail, TOKENS.UnitOfWork, TOKENS.Clock, TOKENS.Ids],
    StaffActions,
  );
}

/**
 * The staff area: metrics, users, the support-ticket desk, announcements, the audit and activity
 * logs and operator settings. Every staff action goes through StaffActions, which writes the audit
 * entry in the action's own transaction.
 */
export const adminModule: AppModule = { name: 'admin', routes, register, apiMiddleware: () => staffAccess };
