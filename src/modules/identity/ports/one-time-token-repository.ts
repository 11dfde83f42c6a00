export type OneTimePurpose = 'email_verification' | 'password_reset';

export interface OneTimeTokenRecord {
  id: string;
  userId: string;
  purpose: OneTimePurpose;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface OneTimeTokenRepository {
  /** Stores a new token and invalidates every earlier unused one of the same user and purpose. */
  replace(record: OneTimeTokenRecord): Promise<void>;
  findByHash(tokenHash: string, purpose: OneTimePurpose): Promise<OneTimeTokenRecord | null>;
  /** Marks the token used if it is still unused; true when this call won (single use). */
  consume(id: string, at: Date): Promise<boolean>;
}
