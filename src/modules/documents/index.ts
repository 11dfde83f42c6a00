import type { AppModule } from '../../shared/module.ts';
import routes from './http/generated/documents.routes.ts';

/** The documents module. Its operations are mounted from the contract; each answers 501 until it is built. */
export const documentsModule: AppModule = { name: 'documents', routes };
