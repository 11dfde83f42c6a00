export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleIdentity {
  /** Whether Google sign-in is configured for this deployment. */
  readonly enabled: boolean;
  /** The URL of Google's consent screen for this state value. */
  authorizationUrl(state: string): string;
  /**
   * Exchanges an authorization code at Google's token endpoint and returns the validated ID token
   * claims (issuer, audience, expiry checked). Rejects with UNAUTHENTICATED for a bad code or
   * token, PROVIDER_UNAVAILABLE when Google cannot be reached.
   */
  exchange(code: string): Promise<GoogleProfile>;
}
