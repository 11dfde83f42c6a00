/** What the Free plan allows: counts an operator can change at run time. */
export interface FreePlanLimits {
  interviewSessions: number;
  resumes: number;
  jobDescriptions: number;
  resumePolishes: number;
}

/**
 * What an operator changes at run time without a deploy (the admin area's settings). Until an
 * admin saves them they are the deployment's defaults (TRIAL_DAYS, REQUIRE_EMAIL_VERIFICATION,
 * SUPPORT_EMAIL, the built-in Free plan limits).
 */
export interface OperatorSettings {
  /** Length of the Pro trial of accounts created from now on; 0 for none. */
  trialDays: number;
  /** Whether AI actions need a verified e-mail. */
  requireEmailVerification: boolean;
  /** Where contact-form messages and new-ticket notices go. */
  supportEmail: string;
  /** Shown to everyone as a Warning banner; null for none. */
  maintenanceBanner: string | null;
  freePlanLimits: FreePlanLimits;
}

/**
 * The operator settings as they stand. Read on hot paths (the access policy), so an implementation
 * answers from memory and refreshes at most every few seconds: a change reaches every instance
 * within seconds, and the instance that saved it at once.
 */
export interface OperatorSettingsSource {
  /** Never rejects: when the stored settings cannot be read, the last known (or default) ones. */
  current(): Promise<OperatorSettings>;
}

/** Settings that never change: for tests and tools that run without the admin module. */
export function fixedOperatorSettings(settings: OperatorSettings): OperatorSettingsSource {
  return { current: async () => settings };
}
