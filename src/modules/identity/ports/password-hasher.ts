export interface PasswordHasher {
  /** A self-describing hash (algorithm and parameters included). */
  hash(password: string): Promise<string>;
  /** True when the password matches; false for a mismatch or a malformed hash. */
  verify(hash: string, password: string): Promise<boolean>;
  /**
   * Spends the same effort as a real verification; called when there is no account so that an
   * unknown e-mail and a wrong password take comparable time.
   */
  verifyDummy(password: string): Promise<void>;
}
