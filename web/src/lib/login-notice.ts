/**
 * What /login shows on arrival: a success notice carried over from the previous screen (after a
 * password reset, say) or an error (a failed Google sign-in). It travels in navigation state, or,
 * when the session ends and the route guard does the redirect, through `carryToLogin`.
 */
export type LoginNotice = { notice?: string; error?: string };

let carried: LoginNotice | null = null;

/** Hands a notice to the next /login render, for flows that end the session (the guard redirects). */
export function carryToLogin(notice: LoginNotice): void {
  carried = notice;
}

/** Forgets the carried notice once /login has shown it. */
export function clearCarriedLoginNotice(): void {
  carried = null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function readLoginNotice(state: unknown): { notice: string | null; error: string | null } {
  const fromState = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return {
    notice: text(fromState.notice) ?? text(carried?.notice),
    error: text(fromState.error) ?? text(carried?.error),
  };
}
