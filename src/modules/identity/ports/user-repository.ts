import type { AccessState } from '../domain/access.ts';
import type { AccountView, User } from '../domain/user.ts';

export interface UserRepository {
  /** The account with this id, or null. */
  findById(id: string): Promise<User | null>;
  /**
   * What an authenticated request needs of the account with this id, or null. Read on every
   * authenticated request: by primary key, those columns only.
   */
  findAccount(id: string): Promise<AccountView | null>;
  /**
   * Status and token version of each of these accounts that exists, by id: one read for many
   * accounts (the live streams' check of every second). Never inside the caller's transaction.
   */
  accessStates(ids: readonly string[]): Promise<Map<string, AccessState>>;
  /** The account whose normalized e-mail matches, or null. */
  findByEmail(emailNormalized: string): Promise<User | null>;
  /** The account linked to this Google subject, or null. */
  findByGoogleSubject(subject: string): Promise<User | null>;
  /** Inserts a new account; rejects with EmailTakenError when the e-mail is already used. */
  create(user: User): Promise<void>;
  /**
   * Writes every field of an existing account except the token version, so a copy read before a
   * revocation can never undo it.
   */
  save(user: User): Promise<void>;
  /** Records that the account used the AI Resume Polish (`used_polish_feature`); only ever set. */
  markPolishUsed(id: string): Promise<void>;
  /** Ends every access token issued so far to the account: its token version moves on. */
  revokeAccessTokens(id: string): Promise<void>;
  /** Whether any account exists at all (first-start seeding). */
  hasAny(): Promise<boolean>;
  /** Removes the account and, by cascade, everything it owns. */
  delete(id: string): Promise<void>;
}
