import type { AppModule } from '../../shared/module.ts';
import routes from './http/generated/billing.routes.ts';

/** The billing module. Its operations are mounted from the contract; each answers 501 until it is built. */
export const billingModule: AppModule = { name: 'billing', routes };
