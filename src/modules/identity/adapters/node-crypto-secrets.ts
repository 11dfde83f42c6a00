import { createHash, randomBytes } from 'node:crypto';
import type { Secrets } from '../ports/secrets.ts';

export class NodeCryptoSecrets implements Secrets {
  /** 256 random bits, base64url. */
  randomToken(): string {
    return randomBytes(32).toString('base64url');
  }
  digest(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
