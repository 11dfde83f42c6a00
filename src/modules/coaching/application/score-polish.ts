import type { PolishScoreRequest, PolishScores } from '../domain/polish.ts';
import type { MatchAnalyzer } from '../ports/match-analyzer.ts';

/**
 * The original and improved match scores of a polish, from the same match analyzer. Accepting
 * suggestions never makes the resume a worse fit; a lower number would only be noise.
 */
export async function scorePolish(
  matcher: MatchAnalyzer,
  { original, improved, job }: PolishScoreRequest,
): Promise<PolishScores> {
  const [before, after] = await Promise.all([
    matcher.analyze({ resume: original, job }),
    matcher.analyze({ resume: improved, job }),
  ]);
  return { originalMatchScore: before.score, improvedMatchScore: Math.max(before.score, after.score) };
}
