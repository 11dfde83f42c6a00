import { REQUIRED_SKILL_SCORES, type ReportRequest, type SessionReport } from '../../domain/report.ts';
import { roundScore } from '../../domain/evaluation.ts';
import type { ReportWriter } from '../../ports/report-writer.ts';
import type { OpenAiGateway } from './openai-gateway.ts';
import { reportOutput } from './openai-schemas.ts';

/**
 * Skill scores and roadmap written by a language model. The skills the report always shows are
 * guaranteed here: one the model left out is taken from `fallback` (the local writer's numbers).
 */
export class OpenAiReportWriter implements ReportWriter {
  readonly #gateway: OpenAiGateway;
  readonly #model: string;
  readonly #fallback: ReportWriter;

  constructor(gateway: OpenAiGateway, model: string, fallback: ReportWriter) {
    this.#gateway = gateway;
    this.#model = model;
    this.#fallback = fallback;
  }

  async write(request: ReportRequest): Promise<SessionReport> {
    const answers = request.answers.filter((a) => a.evaluation.status === 'ok');
    if (answers.length === 0) return this.#fallback.write(request);
    const out = await this.#gateway.structured({
      model: this.#model,
      prompt: 'writeReport',
      input: { type: request.type, jobTitle: request.jobTitle, jobSkills: request.jobSkills ?? [], answers },
      schema: reportOutput,
      name: 'session_report',
    });
    const skillScores = out.skillScores.map((s) => ({ skill: s.skill, score: roundScore(s.score) }));
    const missing = REQUIRED_SKILL_SCORES.filter((name) => !skillScores.some((s) => s.skill === name));
    if (missing.length > 0) {
      const local = await this.#fallback.write(request);
      for (const name of missing)
        skillScores.unshift(local.skillScores.find((s) => s.skill === name) ?? { skill: name, score: 0 });
    }
    return { skillScores, improvementRoadmap: out.improvementRoadmap };
  }
}
