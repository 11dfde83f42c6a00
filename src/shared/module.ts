import type { EntitySchema } from '@mikro-orm/core';
import type { Hono } from 'hono';
import type { Container } from 'inversify';

/**
 * What a module hands the composition root: its routes (the Orval-generated table), the bindings
 * of its use cases and adapters, its entities, and any body size caps of its own routes.
 */
export interface AppModule {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: each generated route table has its own schema type
  routes: Hono<any, any, any>;
  register?(container: Container): void;
  entities?: EntitySchema[];
  bodyLimits?: Record<string, number>;
}
