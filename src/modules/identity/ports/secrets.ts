export interface Secrets {
  /** A fresh random token of at least 128 bits, URL-safe. */
  randomToken(): string;
  /** The stored form of a token: a one-way digest, so a database leak exposes no live token. */
  digest(token: string): string;
}
