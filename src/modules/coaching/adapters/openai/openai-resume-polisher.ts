import { experienceFrame } from '../../domain/polish.ts';
import type {
  ExperiencePolishRequest,
  ExperienceSuggestion,
  PolishScoreRequest,
  PolishScores,
  SummaryPolishRequest,
  SummarySuggestion,
} from '../../domain/polish.ts';
import {
  findInventedFacts,
  type InventedFact,
  isPlainWording,
  type WordJudge,
} from '../../domain/resume-facts.ts';
import { resumeToText } from '../../domain/structured-resume.ts';
import { scorePolish } from '../../application/score-polish.ts';
import type { MatchAnalyzer } from '../../ports/match-analyzer.ts';
import type { ResumePolisher } from '../../ports/resume-polisher.ts';
import type { PromptName } from './prompts.ts';
import type { OpenAiGateway } from './openai-gateway.ts';
import { suggestionOutput } from './openai-schemas.ts';

/**
 * Resume polish by a language model, held to the no-invention rule: a suggestion that states a
 * fact the original lacks is sent back once with the offending facts named; a second offence is a
 * provider failure ('Could not polish this section.' with Retry), never a fabricated resume.
 */
export class OpenAiResumePolisher implements ResumePolisher {
  readonly #gateway: OpenAiGateway;
  readonly #model: string;
  readonly #matcher: MatchAnalyzer;
  readonly #judge: WordJudge;

  constructor(
    gateway: OpenAiGateway,
    model: string,
    matcher: MatchAnalyzer,
    detectSkills: (text: string) => string[],
  ) {
    this.#gateway = gateway;
    this.#model = model;
    this.#matcher = matcher;
    this.#judge = { skillsIn: detectSkills, isWording: isPlainWording };
  }

  async suggestSummary({ resume, job }: SummaryPolishRequest): Promise<SummarySuggestion> {
    const out = await this.#honest('polishSummary', { resume, job }, resumeToText(resume));
    return { original: resume.summary, ...out };
  }

  async suggestExperience({
    experience,
    index,
    job,
    resume,
  }: ExperiencePolishRequest): Promise<ExperienceSuggestion> {
    const facts = resume
      ? resumeToText(resume)
      : `${experience.standardizedJobTitle}\n${experience.company}\n${experience.description}`;
    const out = await this.#honest('polishExperience', { experience, job, resume: resume ?? null }, facts);
    return { ...experienceFrame(experience, index), ...out };
  }

  score(request: PolishScoreRequest): Promise<PolishScores> {
    return scorePolish(this.#matcher, request);
  }

  /**
   * The model's suggestion, asked for once more with the facts it invented named when the first
   * one states any. Whatever the second answer says goes on to the server's check, the same rule,
   * which keeps each line to the resume's facts: one invented clause does not cost the person the
   * whole section.
   */
  async #honest(prompt: PromptName, input: unknown, facts: string) {
    const call = { model: this.#model, prompt, input, schema: suggestionOutput, name: 'resume_suggestion' };
    const first = await this.#gateway.structured(call);
    const invented = findInventedFacts(facts, first.suggested, this.#judge);
    if (invented.length === 0) return first;
    return this.#gateway.structured({
      ...call,
      followUp: { assistant: JSON.stringify(first), user: correction(invented) },
    });
  }
}

function correction(invented: InventedFact[]): string {
  const list = invented.map((f) => `${f.kind} "${f.value}"`).join(', ');
  return `Your suggestion states facts the original resume does not contain: ${list}. Rewrite it using only facts from the original.`;
}
