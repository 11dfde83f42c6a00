import type { AppModule } from '../../shared/module.ts';
import routes from './http/generated/admin.routes.ts';

/** The admin module. Its operations are mounted from the contract; each answers 501 until it is built. */
export const adminModule: AppModule = { name: 'admin', routes };
