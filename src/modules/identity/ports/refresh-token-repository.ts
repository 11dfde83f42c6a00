export interface RefreshTokenRecord {
  id: string;
  userId: string;
  familyId: string;
  tokenHash: string;
  persistent: boolean;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

export interface RefreshTokenRepository {
  create(record: RefreshTokenRecord): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /**
   * Marks the token used if, and only if, it is still unused; true when this call won. Two
   * concurrent refreshes with one token cannot both rotate it.
   */
  markUsed(id: string, at: Date): Promise<boolean>;
  /** Revokes every live token of the family (reuse detected, or sign-out). */
  revokeFamily(familyId: string, at: Date): Promise<void>;
  /** Revokes every live token of the user, optionally sparing one family (the current session). */
  revokeAllForUser(userId: string, at: Date, exceptFamilyId?: string): Promise<void>;
}
