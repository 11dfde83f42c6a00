import { EntitySchema } from '@mikro-orm/core';
import type { InterviewSession, SessionQuestion, StoredAnswer } from '../domain/session.ts';

const timestamp = { type: 'datetime', columnType: 'timestamptz' } as const;
const text = { type: 'string', columnType: 'text' } as const;

export const InterviewSessionEntity = new EntitySchema<InterviewSession>({
  name: 'InterviewSession',
  tableName: 'interview_sessions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    resumeId: { type: 'uuid', nullable: true },
    jobId: { type: 'uuid', nullable: true },
    title: text,
    interviewType: text,
    persona: text,
    format: text,
    durationMinutes: { type: 'integer' },
    questionCount: { type: 'integer' },
    status: text,
    plan: { type: 'json' },
    job: { type: 'json' },
    score: { type: 'double', columnType: 'numeric(3,1)', nullable: true },
    skillScores: { type: 'json' },
    improvementRoadmap: text,
    createdAt: timestamp,
    endedAt: { ...timestamp, nullable: true },
  },
});

export const InterviewQuestionEntity = new EntitySchema<SessionQuestion>({
  name: 'InterviewQuestion',
  tableName: 'interview_questions',
  properties: {
    id: { type: 'uuid', primary: true },
    sessionId: { type: 'uuid' },
    position: { type: 'integer' },
    mainNumber: { type: 'integer' },
    kind: text,
    text: text,
    audioKey: { ...text, nullable: true },
    askedAt: timestamp,
  },
});

export const InterviewAnswerEntity = new EntitySchema<StoredAnswer>({
  name: 'InterviewAnswer',
  tableName: 'interview_answers',
  properties: {
    id: { type: 'uuid', primary: true },
    sessionId: { type: 'uuid' },
    questionId: { type: 'uuid', unique: true },
    answerText: text,
    format: text,
    evaluation: { type: 'json' },
    delivery: { type: 'json', nullable: true },
    answeredAt: timestamp,
  },
});

export const INTERVIEWING_ENTITIES = [InterviewSessionEntity, InterviewQuestionEntity, InterviewAnswerEntity];
