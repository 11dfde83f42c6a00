import type { Container } from 'inversify';
import type { Token, TokenValues } from './kernel/token.ts';

/**
 * The typed face of the container that modules register with. Every service is a singleton made
 * on first use from the services its tokens name; the factory's parameters are checked against
 * those tokens' types.
 */
export interface Registry {
  constant<T>(token: Token<T>, value: T): void;
  /** `dispose` runs when the container is disposed (workers to stop, pools to close). */
  provide<T, const D extends readonly Token<unknown>[]>(
    token: Token<T>,
    deps: D,
    make: (...values: TokenValues<D>) => T,
    dispose?: (value: T) => void | Promise<void>,
  ): void;
  /** `provide` for a class whose constructor takes exactly the services of `deps`, in order. */
  construct<T, const D extends readonly Token<unknown>[]>(
    token: Token<T>,
    deps: D,
    Class: new (...values: TokenValues<D>) => T,
  ): void;
  /** One more contributor to a token that is read as a list with `all` (extension points). */
  contribute<T, const D extends readonly Token<unknown>[]>(
    token: Token<T>,
    deps: D,
    make: (...values: TokenValues<D>) => T,
  ): void;
  get<T>(token: Token<T>): T;
  /** The service behind a token another module may or may not provide. */
  find<T>(token: Token<T>): T | undefined;
  /** Every contribution to a token; empty when no module contributed. */
  all<T>(token: Token<T>): T[];
}

/** The registry over an inversify container (singleton scope by default). */
export function containerRegistry(container: Container): Registry {
  const bindFactory = <T, D extends readonly Token<unknown>[]>(
    token: Token<T>,
    deps: D,
    make: (...values: TokenValues<D>) => T,
    dispose?: (value: T) => void | Promise<void>,
  ) => {
    const bound = container
      .bind<T>(token)
      .toResolvedValue((...values: unknown[]) => make(...(values as TokenValues<D>)), [...deps]);
    if (dispose) bound.onDeactivation(dispose);
  };
  return {
    constant: (token, value) => {
      container.bind(token).toConstantValue(value);
    },
    provide: bindFactory,
    construct: (token, deps, Class) => bindFactory(token, deps, (...values) => new Class(...values)),
    contribute: (token, deps, make) => bindFactory(token, deps, make),
    get: <T>(token: Token<T>) => container.get<T>(token),
    find: <T>(token: Token<T>) => (container.isBound(token) ? container.get<T>(token) : undefined),
    all: <T>(token: Token<T>) => (container.isBound(token) ? container.getAll<T>(token) : []),
  };
}
