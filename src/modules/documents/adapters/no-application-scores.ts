import type { ApplicationScores } from '../ports/application-scores.ts';

/** Until the interviewing module binds its own, no pair has sessions: every average is null. */
export const noApplicationScores: ApplicationScores = {
  averagesFor: async (_userId, pairs) => pairs.map(() => null),
};
