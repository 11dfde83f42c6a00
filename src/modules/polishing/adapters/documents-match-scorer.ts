import type { MatchScorer } from '../ports/match-scorer.ts';

/** The documents module's match engine: the very analysis Quick Analysis runs. */
export class DocumentsMatchScorer implements MatchScorer {
  readonly #engine: { analyze(resumeText: string, jobText: string): Promise<{ score: number }> };
  constructor(engine: { analyze(resumeText: string, jobText: string): Promise<{ score: number }> }) {
    this.#engine = engine;
  }

  async score(resumeText: string, jobText: string): Promise<number> {
    const { score } = await this.#engine.analyze(resumeText, jobText);
    return Math.max(0, Math.min(100, Math.round(score)));
  }
}
