/** Counts client error reports per client address, so a script cannot flood the log. */
export interface ReportAllowance {
  take(clientKey: string, now: Date): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
