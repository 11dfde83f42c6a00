/**
 * Written by `make generate` from openapi/openapi.yaml.
 */
import {
  faker
} from '@faker-js/faker';

import {
  CriterionName,
  CriterionRating,
  InterviewType,
  QuestionType,
  SessionStatus
} from '../model';
import type {
  AudioAnswerResponse,
  DashboardStats,
  EndInterviewResponse,
  NextQuestionResponse,
  ReevaluateAnswerResponse,
  SessionHistoryPage,
  SessionSummary,
  StartInterviewResponse
} from '../model';


export const getGetDashboardStatsResponseMock = (overrideResponse: Partial<Extract<DashboardStats, object>> = {}): DashboardStats => ({totalSessions: faker.number.int({min: 0}), averageScore: faker.helpers.fromRegExp("^\\d+\\.\\d$"), lastPairing: faker.helpers.arrayElement([{resumeId: faker.string.uuid(), jobId: faker.string.uuid()}, undefined]), ...overrideResponse})

export const getListSessionHistoryResponseMock = (overrideResponse: Partial<Extract<SessionHistoryPage, object>> = {}): SessionHistoryPage => ({sessions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), title: faker.string.alpha({length: {min: 10, max: 20}}), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', score: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), interview_type: faker.helpers.arrayElement(Object.values(InterviewType))})), currentPage: faker.number.int({min: 1}), totalPages: faker.number.int({min: 0}), totalSessions: faker.number.int({min: 0}), ...overrideResponse})

export const getStartInterviewResponseMock = (overrideResponse: Partial<Extract<StartInterviewResponse, object>> = {}): StartInterviewResponse => ({sessionId: faker.string.uuid(), nextQuestion: {questionId: faker.helpers.arrayElement([faker.string.uuid(), null]), text: faker.string.alpha({length: {min: 10, max: 20}}), audioUrl: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), questionType: faker.helpers.arrayElement(Object.values(QuestionType))}, ...overrideResponse})

export const getSubmitAnswerResponseMock = (overrideResponse: Partial<Extract<NextQuestionResponse, object>> = {}): NextQuestionResponse => ({nextQuestion: {questionId: faker.helpers.arrayElement([faker.string.uuid(), null]), text: faker.string.alpha({length: {min: 10, max: 20}}), audioUrl: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), questionType: faker.helpers.arrayElement(Object.values(QuestionType))}, ...overrideResponse})

export const getSubmitAudioAnswerResponseMock = (overrideResponse: Partial<Extract<AudioAnswerResponse, object>> = {}): AudioAnswerResponse => ({nextQuestion: {questionId: faker.helpers.arrayElement([faker.string.uuid(), null]), text: faker.string.alpha({length: {min: 10, max: 20}}), audioUrl: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), questionType: faker.helpers.arrayElement(Object.values(QuestionType))}, transcript: faker.string.alpha({length: {min: 10, max: 20}}), ...overrideResponse})

export const getReevaluateAnswerResponseMock = (overrideResponse: Partial<Extract<ReevaluateAnswerResponse, object>> = {}): ReevaluateAnswerResponse => ({answer_id: faker.string.uuid(), evaluation: {status: faker.helpers.arrayElement(['ok','pending','error'] as const), score: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), evaluation_criteria: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({criterion: faker.helpers.arrayElement(Object.values(CriterionName)), rating: faker.helpers.arrayElement(Object.values(CriterionRating)), feedback: faker.string.alpha({length: {min: 10, max: 20}})})), feedback: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined])}, thread_score: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), ...overrideResponse})

export const getEndInterviewResponseMock = (overrideResponse: Partial<Extract<EndInterviewResponse, object>> = {}): EndInterviewResponse => ({sessionId: faker.string.uuid(), status: faker.helpers.arrayElement(Object.values(SessionStatus)), ...overrideResponse})

export const getGetSessionSummaryResponseMock = (overrideResponse: Partial<Extract<SessionSummary, object>> = {}): SessionSummary => ({session: {id: faker.string.uuid(), title: faker.string.alpha({length: {min: 10, max: 20}}), score: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), resume_id: faker.helpers.arrayElement([faker.string.uuid(), null]), job_id: faker.helpers.arrayElement([faker.string.uuid(), null]), interview_type: faker.helpers.arrayElement(Object.values(InterviewType)), status: faker.helpers.arrayElement(Object.values(SessionStatus)), created_at: faker.date.past().toISOString().slice(0, 19) + 'Z', ended_at: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null])}, endedWithoutAnswers: faker.datatype.boolean(), skillScores: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({skill: faker.string.alpha({length: {min: 10, max: 20}}), score: faker.number.float({min: 0, max: 10, fractionDigits: 2})})), improvementRoadmap: faker.string.alpha({length: {min: 10, max: 20}}), breakdown: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({answer_id: faker.string.uuid(), question_text: faker.string.alpha({length: {min: 10, max: 20}}), answer_text: faker.string.alpha({length: {min: 10, max: 20}}), thread_score: faker.helpers.arrayElement([faker.number.float({min: 0, max: 10, fractionDigits: 2}), null]), evaluation_result: faker.string.alpha({length: {min: 10, max: 20}}), follow_ups: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({question_text: faker.string.alpha({length: {min: 10, max: 20}}), answer_text: faker.string.alpha({length: {min: 10, max: 20}}), answer_id: faker.string.uuid(), evaluation_result: faker.string.alpha({length: {min: 10, max: 20}})})), delivery: faker.helpers.arrayElement([{wordsPerMinute: faker.number.float({min: 0, fractionDigits: 2}), fillerWords: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({word: faker.string.alpha({length: {min: 10, max: 20}}), count: faker.number.int({min: 1})}))}, undefined])})), ...overrideResponse})

export const getDownloadReportResponseMock = (): Blob => (new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]))

