import {
  CRITERIA,
  type EvaluationRequest,
  type EvaluationResult,
  failedEvaluation,
  ratingFor,
  roundScore,
} from '../../domain/evaluation.ts';
import { jobSkills } from '../../domain/structured-job.ts';
import type { AnswerEvaluator } from '../../ports/answer-evaluator.ts';
import { answerFeatures } from './answer-features.ts';
import { questionProfile } from './evaluation/question-profile.ts';
import { rateAnswer } from './rubric.ts';
import { rubricFeedback } from './rubric-feedback.ts';

/**
 * The rubric evaluator of the offline engine. It first works out what the question asks (the
 * intent behind it, or the coding task and its requirements), then judges the answer on that:
 * STAR parts, the candidate's own actions, figures, the concepts of the subject asked about,
 * code that does the task. A follow-up is judged against its own question and the main question
 * of its thread.
 */
export class LocalAnswerEvaluator implements AnswerEvaluator {
  async evaluate(request: EvaluationRequest): Promise<EvaluationResult> {
    try {
      return this.#evaluate(request);
    } catch {
      return failedEvaluation();
    }
  }

  #evaluate(request: EvaluationRequest): EvaluationResult {
    const features = answerFeatures(request.answer);
    const main = request.thread?.find((t) => t.kind === 'main')?.question;
    const context = main && main !== request.question ? `${request.question}\n${main}` : request.question;
    const skills = jobSkills(request.job);
    const scores = rateAnswer(request.type, features, questionProfile(context, request.focusSkills), skills);
    const feedback = rubricFeedback(request.type, request.answer, features, scores, skills);
    const fractions = {
      'Technical Depth': scores.depth,
      'Clarity & Structure': scores.clarity,
      'Relevance & Examples': scores.relevance,
    };
    const score = roundScore(scores.score);
    const evaluation_criteria = CRITERIA.map((criterion) => ({
      criterion,
      rating: ratingFor(fractions[criterion]),
      feedback: feedback[criterion].text,
    }));
    const strengths = CRITERIA.flatMap((c) => feedback[c].judgement.did);
    // the gap that costs most first: answering another question, then saying too little
    const order: (typeof CRITERIA)[number][] = scores.offTopic
      ? ['Relevance & Examples', 'Technical Depth', 'Clarity & Structure']
      : scores.tooShort
        ? ['Clarity & Structure', 'Technical Depth', 'Relevance & Examples']
        : ['Relevance & Examples', 'Technical Depth', 'Clarity & Structure'];
    const gaps = order.flatMap((c) => feedback[c].judgement.lacked);
    const summary = [
      `Score ${score}/10.`,
      strengths[0] && !scores.offTopic ? `Strongest point: ${strengths[0]}.` : '',
      gaps[0] ? `First thing to fix: ${gaps[0]}.` : 'A complete answer.',
    ];
    return { status: 'ok', score, evaluation_criteria, feedback: summary.filter(Boolean).join(' ') };
  }
}
