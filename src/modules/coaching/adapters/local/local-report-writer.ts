import {
  RATING_POINTS,
  roundScore,
  type CriterionName,
  type EvaluationResult,
} from '../../domain/evaluation.ts';
import type { ReportRequest, SessionReport, SkillScore } from '../../domain/report.ts';
import type { ReportWriter } from '../../ports/report-writer.ts';
import { answerFeatures } from './answer-features.ts';
import { questionProfile } from './evaluation/question-profile.ts';
import { type AnsweredWithFeatures, roadmap } from './roadmap.ts';
import { rateAnswer } from './rubric.ts';

const SKILL_OF: [string, CriterionName][] = [
  ['Technical Skills', 'Technical Depth'],
  ['Communication', 'Clarity & Structure'],
  ['Examples & Impact', 'Relevance & Examples'],
];

/** Half the criterion's rating, half the answer's own score: ratings alone move in big steps. */
function criterionPoints(evaluation: EvaluationResult, criterion: CriterionName): number | null {
  const rating = evaluation.evaluation_criteria.find((c) => c.criterion === criterion)?.rating;
  if (!rating || rating === 'Error' || evaluation.score === null) return null;
  return 0.5 * RATING_POINTS[rating] + 0.5 * evaluation.score;
}

function mean(values: number[]): number {
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

/** Skill scores and a roadmap tied to the answers, from the session's evaluations, offline. */
export class LocalReportWriter implements ReportWriter {
  async write(request: ReportRequest): Promise<SessionReport> {
    const evaluated = request.answers.filter((a) => a.evaluation.status === 'ok');
    const skillScores: SkillScore[] = SKILL_OF.map(([skill, criterion]) => ({
      skill,
      score: roundScore(
        mean(evaluated.map((a) => criterionPoints(a.evaluation, criterion)).filter((p) => p !== null)),
      ),
    }));
    if (request.type === 'Coding') {
      skillScores.push({
        skill: 'Problem Solving',
        score: roundScore(mean(evaluated.map((a) => a.evaluation.score ?? 0))),
      });
    }
    const jobSkills = request.jobSkills ?? [];
    const answered: AnsweredWithFeatures[] = evaluated.map((answer) => {
      const features = answerFeatures(answer.answer);
      return {
        answer,
        features,
        rubric: rateAnswer(request.type, features, questionProfile(answer.question), jobSkills),
      };
    });
    return { skillScores, improvementRoadmap: roadmap(request.type, request.jobTitle, answered, jobSkills) };
  }
}
