import type { AppModule } from '../../shared/module.ts';
import type { Registry } from '../../shared/registry.ts';
import { TOKENS } from '../../shared/tokens.ts';
import { IDENTITY } from '../identity/index.ts';
import { SubscriptionEntity } from './adapters/mikro-orm-subscription-entity.ts';
import { MikroOrmSubscriptionLookup } from './adapters/mikro-orm-subscription-lookup.ts';
import routes from './http/generated/billing.routes.ts';

function register(registry: Registry): void {
  registry.construct(IDENTITY.SubscriptionLookup, [TOKENS.Orm], MikroOrmSubscriptionLookup);
}

/**
 * Plans, checkout and invoices. Today it answers identity's subscription lookup; its HTTP
 * operations answer 501 until billing is built.
 */
export const billingModule: AppModule = { name: 'billing', routes, register, entities: [SubscriptionEntity] };
