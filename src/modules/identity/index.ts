import type { AppModule } from '../../shared/module.ts';
import routes from './http/generated/identity.routes.ts';

/** The identity module. Its operations are mounted from the contract; each answers 501 until it is built. */
export const identityModule: AppModule = { name: 'identity', routes };
