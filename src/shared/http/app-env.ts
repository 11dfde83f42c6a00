import type { Principal } from '../kernel/principal.ts';
import type { Token } from '../kernel/token.ts';
import type { Logger } from '../logging/logger.ts';

/** Resolves a service from the composition root by its typed token. */
export type Resolve = <T>(token: Token<T>) => T;

/** Hono environment shared by every route: what middleware puts on the context for handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    resolve: Resolve;
    /** Whether `respond` checks bodies against the contract at run time (off in production). */
    checkResponses: boolean;
    /** The verified caller; absent on public operations called without a token. */
    principal?: Principal;
  };
}
