import type { AppModule } from '../../shared/module.ts';
import routes from './http/generated/support.routes.ts';

/** The support module. Its operations are mounted from the contract; each answers 501 until it is built. */
export const supportModule: AppModule = { name: 'support', routes };
