import type { EvaluationResult } from './evaluation.ts';
import type { InterviewType } from './interview.ts';

/** One answered question of a session, as the report writer reads it. */
export interface ReportAnswer {
  answerId: string;
  /** 1-based number of the main question this answer belongs to ('Q2' in the roadmap). */
  questionNumber: number;
  kind: 'main' | 'follow-up';
  question: string;
  answer: string;
  evaluation: EvaluationResult;
}

export interface ReportRequest {
  type: InterviewType;
  jobTitle: string;
  /** The job's skills, so the roadmap can say which ones the answers never showed. */
  jobSkills?: string[];
  answers: ReportAnswer[];
}

export interface SkillScore {
  skill: string;
  /** Out of 10, one decimal. */
  score: number;
}

export interface SessionReport {
  /** Always includes 'Technical Skills' and 'Communication'. */
  skillScores: SkillScore[];
  /** Markdown: ordered actions, each naming the answers that showed the gap. */
  improvementRoadmap: string;
}

export const REQUIRED_SKILL_SCORES = ['Technical Skills', 'Communication'] as const;
