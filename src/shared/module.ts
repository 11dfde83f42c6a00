import type { EntitySchema } from '@mikro-orm/core';
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppEnv, Resolve } from './http/app-env.ts';
import type { BodyLimit } from './http/body-limit.ts';
import type { OperationMatcher } from './http/contract-security.ts';
import type { Registry } from './registry.ts';

export interface ModuleContext {
  resolve: Resolve;
  /** Whether the contract has an operation for a method and path. */
  isOperation: OperationMatcher;
  /** Whether that operation can be called without an access token. */
  isPublic: OperationMatcher;
}

/**
 * What a module hands the composition root: its routes (the Orval-generated table), the bindings
 * of its use cases and adapters, its entities, any body size caps of its own routes, middleware
 * it runs in front of every API route (authentication), and pages outside the contract.
 */
export interface AppModule {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each generated route table has its own schema type
  routes?: Hono<any, any, any>;
  register?(registry: Registry): void;
  entities?: EntitySchema[];
  bodyLimits?: Record<string, BodyLimit>;
  apiMiddleware?(context: ModuleContext): MiddlewareHandler<AppEnv>;
  mountPages?(app: Hono<AppEnv>, context: ModuleContext): void;
  /**
   * Called when the server stops taking requests: end work that would hold a request open (a
   * busy worker), so the requests still in flight can answer and the server can close.
   */
  stopWork?(resolve: Resolve): Promise<void>;
}
