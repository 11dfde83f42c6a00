import type { Principal } from '../kernel/principal.ts';
import type { Logger } from '../logging/logger.ts';

/** Resolves a service from the composition root; handlers use it to reach their use case. */
export type Resolve = <T>(token: symbol) => T;

/** Hono environment shared by every route: what middleware puts on the context for handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    resolve: Resolve;
    /** Set once a handler resolved its use case: input validation is behind us by then. */
    handlerReached: boolean;
    /** The verified caller; absent on public operations called without a token. */
    principal?: Principal;
  };
}
