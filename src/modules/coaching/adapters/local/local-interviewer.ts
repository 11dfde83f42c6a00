import {
  followUpsIn,
  type InterviewPlan,
  MAX_FOLLOW_UPS_PER_QUESTION,
  type NextTurn,
  type NextTurnRequest,
  type PlanRequest,
} from '../../domain/interview.ts';
import { jobSkills } from '../../domain/structured-job.ts';
import type { Interviewer } from '../../ports/interviewer.ts';
import { followUpReason } from './follow-up-rules.ts';
import { closing, followUp, opening, transition } from './persona-voice.ts';
import { candidateQuestions, planContext } from './question-planner.ts';

/**
 * The offline interviewer: question banks per type and seniority filled from the job and the
 * resume, follow-up rules, and the persona's voice. The same documents and settings always give
 * the same plan, so a session can be replayed and tested.
 */
export class LocalInterviewer implements Interviewer {
  async plan(request: PlanRequest): Promise<InterviewPlan> {
    const seed = [
      request.type,
      request.persona,
      request.questionCount,
      request.job.title,
      request.resume.contactInfo.name,
    ].join('|');
    const ctx = planContext(request.job, request.resume, seed);
    const questions = candidateQuestions(request.type, ctx).slice(0, request.questionCount);
    if (questions[0])
      questions[0] = { ...questions[0], text: opening(request.persona, questions.length, questions[0].text) };
    return { questions };
  }

  async next(request: NextTurnRequest): Promise<NextTurn> {
    if (request.endRequested) return { kind: 'complete', text: closing(request.persona) };
    const last = request.thread.at(-1);
    const main = request.thread.find((t) => t.kind === 'main');
    if (last?.answer && main && followUpsIn(request.thread) < MAX_FOLLOW_UPS_PER_QUESTION) {
      const planned = request.plan.questions[request.mainQuestionsAsked - 1];
      const reason = followUpReason(
        request.type,
        main.question,
        last.answer,
        jobSkills(request.job),
        planned?.skills,
      );
      if (reason)
        return {
          kind: 'follow-up',
          reason,
          text: followUp(request.persona, request.type, reason, main.question),
        };
    }
    return this.advance(request);
  }

  /** The next main question, or the closing line once the plan is done; never a follow-up. */
  advance(request: NextTurnRequest): NextTurn {
    if (request.endRequested) return { kind: 'complete', text: closing(request.persona) };
    const index = request.mainQuestionsAsked;
    const question = request.plan.questions[index];
    if (!question) return { kind: 'complete', text: closing(request.persona) };
    const lastOne = index === request.plan.questions.length - 1;
    return { kind: 'main', index, text: transition(request.persona, index, lastOne, question.text) };
  }
}
