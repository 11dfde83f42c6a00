import type { SkillScore } from '../../coaching/index.ts';
import type { InterviewSession, SessionQuestion, StoredAnswer } from '../domain/session.ts';

// raw rows of the hand-written SQL as the module's domain types

export type Row = Record<string, unknown>;

export const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
export const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
export const date = (value: unknown): Date => new Date(value as string);

export function toSession(r: Row): InterviewSession {
  return {
    id: r.id as string,
    userId: r.user_id as string,
    resumeId: (r.resume_id as string | null) ?? null,
    jobId: (r.job_id as string | null) ?? null,
    title: r.title as string,
    interviewType: r.interview_type as InterviewSession['interviewType'],
    persona: r.persona as InterviewSession['persona'],
    format: r.format as InterviewSession['format'],
    durationMinutes: Number(r.duration_minutes),
    questionCount: Number(r.question_count),
    status: r.status as InterviewSession['status'],
    plan: json(r.plan),
    job: json(r.job),
    score: num(r.score),
    skillScores: json<SkillScore[]>(r.skill_scores).map((s) => ({ skill: s.skill, score: Number(s.score) })),
    improvementRoadmap: r.improvement_roadmap as string,
    createdAt: date(r.created_at),
    endedAt: r.ended_at ? date(r.ended_at) : null,
  };
}

export function toQuestion(r: Row): SessionQuestion {
  return {
    id: r.id as string,
    sessionId: r.session_id as string,
    position: Number(r.position),
    mainNumber: Number(r.main_number),
    kind: r.kind as SessionQuestion['kind'],
    text: r.text as string,
    audioKey: (r.audio_key as string | null) ?? null,
    askedAt: date(r.asked_at),
  };
}

export function toAnswer(r: Row): StoredAnswer {
  return {
    id: r.id as string,
    sessionId: r.session_id as string,
    questionId: r.question_id as string,
    answerText: r.answer_text as string,
    format: r.format as StoredAnswer['format'],
    evaluation: json(r.evaluation),
    delivery: r.delivery ? json(r.delivery) : null,
    answeredAt: date(r.answered_at),
  };
}
