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
import { questionVocabulary } from './question-topics.ts';
import { rateAnswer } from './rubric.ts';
import { rubricFeedback } from './rubric-feedback.ts';

/**
 * The rubric evaluator of the offline engine: STAR detection, quantification, specificity,
 * relevance to the question and the job's skills, length and fillers. A follow-up is judged
 * against its own question and the main question of its thread.
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
    const scores = rateAnswer(
      request.type,
      features,
      questionVocabulary(context, request.focusSkills),
      skills,
    );
    const feedback = rubricFeedback(request.type, request.answer, features, scores, skills);
    const fractions = {
      'Technical Depth': scores.depth,
      'Clarity & Structure': scores.clarity,
      'Relevance & Examples': scores.relevance,
    };
    const score = roundScore(scores.score);
    const evaluation_criteria = CRITERIA.map((criterion) => {
      let rating = ratingFor(fractions[criterion]);
      // an answer to another question earns no top marks, however well it is told
      if (scores.offTopic)
        rating =
          criterion === 'Relevance & Examples' || rating !== 'Excellent' ? 'Needs Improvement' : 'Good';
      return { criterion, rating, feedback: feedback[criterion].text };
    });
    const strengths = CRITERIA.flatMap((c) => feedback[c].judgement.did);
    // the gap that costs most first: answering another question, then saying too little
    const order: (typeof CRITERIA)[number][] = scores.offTopic
      ? ['Relevance & Examples', 'Technical Depth', 'Clarity & Structure']
      : scores.tooShort
        ? ['Clarity & Structure', 'Technical Depth', 'Relevance & Examples']
        : [...CRITERIA];
    const gaps = order.flatMap((c) => feedback[c].judgement.lacked);
    const summary = [
      `Score ${score}/10.`,
      strengths[0] ? `Strongest point: ${strengths[0]}.` : '',
      gaps[0] ? `First thing to fix: ${gaps[0]}.` : 'A complete answer.',
    ];
    return { status: 'ok', score, evaluation_criteria, feedback: summary.filter(Boolean).join(' ') };
  }
}
