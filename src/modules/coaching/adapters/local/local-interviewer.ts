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
import { followUpNeed } from './follow-up-rules.ts';
import { followUpText } from './follow-up-voice.ts';
import { bareQuestion, closing, opening, transition } from './persona-voice.ts';
import { candidateQuestions, planContext } from './question-planner.ts';

/**
 * The offline interviewer: questions built on the candidate's roles and the job's gaps, question
 * banks per type, profession and seniority, follow-up rules, and the persona's voice. The plan is
 * picked per session from the request's seed, so sessions on the same documents differ while one
 * session can be replayed and tested.
 */
export class LocalInterviewer implements Interviewer {
  async plan(request: PlanRequest): Promise<InterviewPlan> {
    const inputs = [request.type, request.persona, request.questionCount, request.job.title];
    const seed = [...inputs, request.seed ?? request.resume.contactInfo.name].join('|');
    const ctx = planContext(request.job, request.resume, seed);
    const questions = candidateQuestions(request.type, ctx, request.persona, request.questionCount);
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
      // the question as asked carries the introduction or a transition: judge and repeat it without
      const question = bareQuestion(main.question);
      const need = followUpNeed(request.type, question, last.answer, jobSkills(request.job), planned?.skills);
      if (need)
        return {
          kind: 'follow-up',
          reason: need.reason,
          text: followUpText(request.persona, request.type, need, question, last.answer),
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
