import type { MatchAnalysis } from '../../domain/match-analysis.ts';
import type { MatchAnalyzer, MatchRequest } from '../../ports/match-analyzer.ts';
import type { OpenAiGateway } from './openai-gateway.ts';
import { matchOutput } from './openai-schemas.ts';

/**
 * Match analysis by a language model. The model finds the evidence and writes the analysis; the
 * score is computed here from its findings (skills weigh 80%, required twice preferred), at
 * temperature 0 with a fixed seed, so the same documents keep the same score.
 */
export class OpenAiMatchAnalyzer implements MatchAnalyzer {
  readonly #gateway: OpenAiGateway;
  readonly #model: string;

  constructor(gateway: OpenAiGateway, model: string) {
    this.#gateway = gateway;
    this.#model = model;
  }

  async analyze(request: MatchRequest): Promise<MatchAnalysis> {
    const out = await this.#gateway.structured({
      model: this.#model,
      prompt: 'analyzeMatch',
      input: request,
      schema: matchOutput,
      name: 'match_analysis',
    });
    const weight = (f: { required: boolean }) => (f.required ? 1 : 0.5);
    const total = [...out.matchedSkills, ...out.missingSkills].reduce((s, f) => s + weight(f), 0);
    const shown = out.matchedSkills.reduce((s, f) => s + weight(f), 0);
    const coverage = total === 0 ? out.experienceFit / 100 : shown / total;
    return {
      score: Math.round(Math.min(100, Math.max(0, 80 * coverage + 0.2 * out.experienceFit))),
      matchedSkills: out.matchedSkills.map(({ skill, evidence }) => ({ skill, evidence })),
      missingSkills: out.missingSkills.map(({ skill, evidence }) =>
        evidence ? { skill, evidence } : { skill },
      ),
      analysis: out.analysis,
    };
  }
}
