import { ACCOUNT_SUSPENDED } from './identity.errors.ts';
import type { User } from './user.ts';

/**
 * Why an access token stopped counting: the account was suspended, or the token was signed out
 * (sign-out, a password change or reset, a role change, the account deleted: its version moved or
 * the account is gone).
 */
export type AccessEnd = 'suspended' | 'signed_out';

/** What decides whether an access token still counts, as stored for the account now. */
export type AccessState = Pick<User, 'status' | 'tokenVersion'>;

/**
 * Whether an access token of `tokenVersion` still counts for the account as stored now (null), or
 * why not. A suspension is named as such even when the version moved with it, so the person is
 * told why.
 */
export function accessEnd(account: AccessState | null, tokenVersion: number): AccessEnd | null {
  if (!account) return 'signed_out';
  if (account.status === 'suspended') return 'suspended';
  return account.tokenVersion === tokenVersion ? null : 'signed_out';
}

/** What a person whose access ended is told (a live stream's last word, say). */
export function accessEndMessage(end: AccessEnd): string {
  return end === 'suspended' ? ACCOUNT_SUSPENDED : 'You were signed out. Please sign in again.';
}
