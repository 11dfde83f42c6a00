import {
  followUpsIn,
  type InterviewPlan,
  MAX_FOLLOW_UPS_PER_QUESTION,
  type NextTurn,
  type NextTurnRequest,
  type PlanRequest,
} from '../../domain/interview.ts';
import type { Interviewer } from '../../ports/interviewer.ts';
import type { LocalInterviewer } from '../local/local-interviewer.ts';
import type { OpenAiGateway } from './openai-gateway.ts';
import { followUpOutput, planOutput } from './openai-schemas.ts';

/**
 * The interviewer backed by a language model for the plan and the follow-up decision. Pacing stays
 * in code (one follow-up per thread, completion when the plan is done) so a model cannot stretch or
 * stall a session; `fallback` (the local interviewer) fills short plans and decides when the
 * provider fails mid-interview.
 */
export class OpenAiInterviewer implements Interviewer {
  readonly #gateway: OpenAiGateway;
  readonly #model: string;
  readonly #fallback: LocalInterviewer;

  constructor(gateway: OpenAiGateway, model: string, fallback: LocalInterviewer) {
    this.#gateway = gateway;
    this.#model = model;
    this.#fallback = fallback;
  }

  async plan(request: PlanRequest): Promise<InterviewPlan> {
    // the seed only varies the local plan that tops this one up; the provider needs no session id
    const { seed: _seed, ...input } = request;
    const out = await this.#gateway.structured({
      model: this.#model,
      prompt: 'planInterview',
      input,
      schema: planOutput,
      name: 'interview_plan',
    });
    const seen = new Set<string>();
    const questions = out.questions.filter((q) => {
      const key = q.text.trim().toLowerCase();
      return key.length > 0 && !seen.has(key) && Boolean(seen.add(key));
    });
    if (questions.length < request.questionCount) {
      const local = await this.#fallback.plan(request);
      for (const q of local.questions.slice(1)) {
        if (questions.length >= request.questionCount) break;
        if (!seen.has(q.text.trim().toLowerCase())) questions.push(q);
      }
    }
    return { questions: questions.slice(0, request.questionCount) };
  }

  async next(request: NextTurnRequest): Promise<NextTurn> {
    const last = request.thread.at(-1);
    const mayFollowUp =
      !request.endRequested && last?.answer && followUpsIn(request.thread) < MAX_FOLLOW_UPS_PER_QUESTION;
    if (!mayFollowUp) return this.#fallback.advance(request);
    try {
      const out = await this.#gateway.structured({
        model: this.#model,
        prompt: 'decideFollowUp',
        input: { type: request.type, persona: request.persona, job: request.job, thread: request.thread },
        schema: followUpOutput,
        name: 'follow_up_decision',
      });
      const asked = new Set(request.thread.map((t) => t.question.trim().toLowerCase()));
      if (
        out.followUp &&
        out.reason &&
        out.question?.trim() &&
        !asked.has(out.question.trim().toLowerCase())
      ) {
        return { kind: 'follow-up', reason: out.reason, text: out.question.trim() };
      }
      return this.#fallback.advance(request);
    } catch {
      return this.#fallback.next(request);
    }
  }
}
