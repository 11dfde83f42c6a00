import type { GoogleIdentity } from '../ports/google-identity.ts';
import type { Secrets } from '../ports/secrets.ts';

/** Where to send the browser to start, and the state value it must bring back. */
export class StartGoogleSignIn {
  readonly #google: GoogleIdentity;
  readonly #secrets: Secrets;
  constructor(google: GoogleIdentity, secrets: Secrets) {
    this.#google = google;
    this.#secrets = secrets;
  }

  execute(): { url: string; state: string } | null {
    if (!this.#google.enabled) return null;
    const state = this.#secrets.randomToken();
    return { url: this.#google.authorizationUrl(state), state };
  }
}
