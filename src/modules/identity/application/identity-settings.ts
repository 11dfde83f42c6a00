/** Deployment settings the identity use cases read; each takes only the ones it needs. */
export interface IdentitySettings {
  /** Base of every link we mail; never taken from a request's Host header. */
  publicUrl: string;
  trialDays: number;
  requireEmailVerification: boolean;
  refreshTokenTtlDays: number;
}
