/**
 * The Free plan's one-time AI Resume Polish (or as many as the operator allows). A Free polish is
 * claimed when its stream opens, atomically in the database, so polishes opened at once cannot
 * all pass; it is used up when the stream reaches `done`, and given back when the polish fails
 * (an error, or a run abandoned mid-way and swept). Afterwards a Free account may not start
 * another. It may still retry an experience of a polish it started within the last day, and keep
 * one polished resume (saved apart from the one-resume upload limit). Paid plans and the Pro
 * trial have no such limits.
 */
export const ONE_TIME_POLISH_MESSAGE =
  'You have already used your one-time AI Resume Polish. Upgrade to Pro for unlimited use.';
export const SAVE_NEEDS_POLISH_MESSAGE =
  'On the Free plan a polished resume can be saved after your one-time AI Resume Polish. Upgrade to Pro for unlimited use.';
/** A Free account's retry of one experience outside the day after a polish it started. */
export const REPOLISH_WINDOW_MESSAGE =
  'On the Free plan a section can be polished again only within 24 hours of starting an AI Resume Polish. Upgrade to Pro for unlimited use.';
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Polished resumes a Free account may keep: the result of its one polish. */
export const FREE_POLISHED_RESUMES = 1;

export interface PolishPlan {
  /** On the Free plan now (no paid plan, no running trial). */
  free: boolean;
  /** `used_polish_feature`: a polish reached `done` at some point. */
  usedPolish: boolean;
}

/**
 * The polishes an account is known to have completed: its completed runs, or one when only the
 * `used_polish_feature` flag remembers it (a run of a deleted document, say).
 */
export function completedPolishes(plan: PolishPlan, completedRuns = 0): number {
  return Math.max(completedRuns, plan.usedPolish ? 1 : 0);
}

/**
 * A Free account may start a polish while it has completed fewer than its allowance: one by
 * default (the one-time polish), or what the operator set for the Free plan. This is the check
 * before the claim; the claim itself (with the polishes running now) is made in the database.
 */
export function mayStartPolish(plan: PolishPlan, allowance = 1, completedRuns = 0): boolean {
  if (!plan.free) return true;
  return completedPolishes(plan, completedRuns) < allowance;
}

/**
 * Retry of one experience: free for a day after the polish it belongs to started (a polish that
 * failed gave its claim back and opens no retries).
 */
export function mayRepolishExperience(
  plan: PolishPlan,
  lastPolishStartedAt: Date | null,
  now: Date,
): boolean {
  if (!plan.free) return true;
  return lastPolishStartedAt !== null && now.getTime() - lastPolishStartedAt.getTime() <= RETRY_WINDOW_MS;
}

export type SaveAllowance =
  | { allowed: true; maxPolished: number | null }
  | { allowed: false; message: string };

/** How many polished resumes may exist after this save (null: no limit). */
export function polishedSaveAllowance(plan: PolishPlan, completedPolish: boolean): SaveAllowance {
  if (!plan.free) return { allowed: true, maxPolished: null };
  if (!completedPolish) return { allowed: false, message: SAVE_NEEDS_POLISH_MESSAGE };
  return { allowed: true, maxPolished: FREE_POLISHED_RESUMES };
}
