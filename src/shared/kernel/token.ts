declare const carried: unique symbol;

/**
 * An injection token that carries the type of what it resolves to, so asking the container for
 * the wrong thing, or binding a factory whose parameters do not match the tokens it names, fails
 * at compile time. The phantom property never exists at run time: a token is a plain symbol.
 */
export type Token<T> = symbol & { readonly [carried]?: T };

/** The value types behind a list of tokens, in order. */
export type TokenValues<D extends readonly Token<unknown>[]> = {
  [K in keyof D]: D[K] extends Token<infer V> ? V : never;
};

/** A token registered under a global key (`module.Name`), so two imports of it are one token. */
export function token<T>(key: string): Token<T> {
  return Symbol.for(key) as Token<T>;
}
