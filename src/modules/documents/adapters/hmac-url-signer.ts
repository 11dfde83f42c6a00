import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { SignatureCheck, SignedUrlVerifier } from '../ports/file-storage.ts';

/** Keeps the download-URL key apart from the token-signing key it is derived from. */
const KEY_LABEL = 'interview-coach/local-file-download-url/v1';
const FILES_PATH = '/api/files/';

/**
 * Signs and checks `/api/files/{key}?expires=…&signature=…`: HMAC-SHA256 over the key and the expiry
 * (seconds since the epoch), base64url, with a key derived from the app secret.
 */
export class HmacUrlSigner implements SignedUrlVerifier {
  readonly #key: Buffer;
  readonly #clock: Clock;

  constructor(appSecret: string, clock: Clock) {
    this.#key = Buffer.from(hkdfSync('sha256', appSecret, '', KEY_LABEL, 32));
    this.#clock = clock;
  }

  url(key: string, expiresAt: Date): string {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({ expires: String(expires), signature: this.#sign(key, expires) });
    return `${FILES_PATH}${encodeURIComponent(key)}?${query}`;
  }

  verify(key: string, expires: number, signature: string): SignatureCheck {
    const expected = Buffer.from(this.#sign(key, expires));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return expires * 1000 <= this.#clock.now().getTime() ? 'expired' : 'valid';
  }

  #sign(key: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${key}\n${expires}`).digest('base64url');
  }
}

/** With Cloud Storage the app serves no files: every signed-file request is a 404. */
export const noSignedFiles: SignedUrlVerifier = { verify: () => 'not_served' };
