import type { AppModule } from '../../shared/module.ts';
import routes from './http/generated/polishing.routes.ts';

/** The polishing module. Its operations are mounted from the contract; each answers 501 until it is built. */
export const polishingModule: AppModule = { name: 'polishing', routes };
