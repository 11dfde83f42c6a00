import { AppError } from '../../../shared/kernel/app-error.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { GoogleIdentity, GoogleProfile } from '../ports/google-identity.ts';

const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const ISSUERS = new Set(['accounts.google.com', 'https://accounts.google.com']);

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** Where Google sends the browser back: the web app's /auth/callback. */
  redirectUri: string;
  timeoutMs?: number;
}

function decodePayload(idToken: string): Record<string, unknown> {
  const part = idToken.split('.')[1];
  if (!part) throw new Error('malformed ID token');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const refused = () => new AppError('UNAUTHENTICATED', 'Google authorization failed. Please try again.');

/**
 * OpenID Connect authorization-code flow. The ID token comes straight from Google's token
 * endpoint over TLS, which OIDC accepts in place of a signature check; its claims are validated.
 */
export class GoogleOAuthIdentity implements GoogleIdentity {
  readonly enabled = true;
  readonly #settings: GoogleSettings;
  readonly #clock: Clock;

  constructor(settings: GoogleSettings, clock: Clock) {
    this.#settings = settings;
    this.#clock = clock;
  }

  authorizationUrl(state: string): string {
    const url = new URL(GOOGLE_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      client_id: this.#settings.clientId,
      redirect_uri: this.#settings.redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      prompt: 'select_account',
    }).toString();
    return url.toString();
  }

  async exchange(code: string): Promise<GoogleProfile> {
    let response: Response;
    try {
      response = await fetch(GOOGLE_TOKEN_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          code,
          client_id: this.#settings.clientId,
          client_secret: this.#settings.clientSecret,
          redirect_uri: this.#settings.redirectUri,
          grant_type: 'authorization_code',
        }),
        signal: AbortSignal.timeout(this.#settings.timeoutMs ?? 10_000),
      });
    } catch (cause) {
      throw new AppError(
        'PROVIDER_UNAVAILABLE',
        'Google sign-in is unavailable right now. Please try again.',
        { cause },
      );
    }
    if (response.status >= 500) {
      throw new AppError(
        'PROVIDER_UNAVAILABLE',
        'Google sign-in is unavailable right now. Please try again.',
      );
    }
    if (!response.ok) throw refused();
    const body = (await response.json().catch(() => ({}))) as { id_token?: unknown };
    if (typeof body.id_token !== 'string') throw refused();
    let claims: Record<string, unknown>;
    try {
      claims = decodePayload(body.id_token);
    } catch {
      throw refused();
    }
    const now = Math.floor(this.#clock.now().getTime() / 1000);
    const valid =
      ISSUERS.has(String(claims.iss)) &&
      claims.aud === this.#settings.clientId &&
      typeof claims.exp === 'number' &&
      claims.exp > now &&
      typeof claims.sub === 'string' &&
      typeof claims.email === 'string';
    if (!valid) throw refused();
    return {
      subject: claims.sub as string,
      email: claims.email as string,
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name:
        typeof claims.name === 'string' && claims.name.trim()
          ? claims.name
          : (claims.email as string).split('@')[0]!,
    };
  }
}

/** Google sign-in not configured: the button is hidden and the start endpoint sends people back. */
export class DisabledGoogleIdentity implements GoogleIdentity {
  readonly enabled = false;
  authorizationUrl(): string {
    throw new AppError('NOT_FOUND', 'Google sign-in is not configured.');
  }
  exchange(): Promise<GoogleProfile> {
    return Promise.reject(new AppError('NOT_FOUND', 'Google sign-in is not configured.'));
  }
}
