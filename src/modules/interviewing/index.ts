import type { AppModule } from '../../shared/module.ts';
import routes from './http/generated/interviewing.routes.ts';

/** The interviewing module. Its operations are mounted from the contract; each answers 501 until it is built. */
export const interviewingModule: AppModule = { name: 'interviewing', routes };
