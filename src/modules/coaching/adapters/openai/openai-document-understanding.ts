import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { StructuredResume } from '../../domain/structured-resume.ts';
import type { DocumentUnderstanding } from '../../ports/document-understanding.ts';
import type { OpenAiGateway } from './openai-gateway.ts';
import { jobOutput, resumeOutput } from './openai-schemas.ts';

/** Resume and job structuring by a language model, into the contract's shapes. */
export class OpenAiDocumentUnderstanding implements DocumentUnderstanding {
  readonly #gateway: OpenAiGateway;
  readonly #model: string;

  constructor(gateway: OpenAiGateway, model: string) {
    this.#gateway = gateway;
    this.#model = model;
  }

  async structureResume(resumeText: string): Promise<StructuredResume> {
    const out = await this.#gateway.structured({
      model: this.#model,
      prompt: 'structureResume',
      input: { resumeText },
      schema: resumeOutput,
      name: 'structured_resume',
    });
    const categorized: Record<string, string[]> = {};
    for (const { category, skills } of out.skills.categorized) {
      if (skills.length > 0) categorized[category] = [...(categorized[category] ?? []), ...skills];
    }
    return { ...out, skills: { categorized, softSkills: out.skills.softSkills } };
  }

  async structureJob(jobText: string): Promise<StructuredJobDescription> {
    return this.#gateway.structured({
      model: this.#model,
      prompt: 'structureJob',
      input: { jobText },
      schema: jobOutput,
      name: 'structured_job',
    });
  }
}
