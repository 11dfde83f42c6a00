import { describe, expect, it } from 'vitest';
import type { SessionQuestion } from '../domain/session.ts';
import { presentDashboard, presentNextStep } from './presenters.ts';

const question: SessionQuestion = {
  id: 'q-1',
  sessionId: 's-1',
  position: 0,
  mainNumber: 1,
  kind: 'follow-up',
  text: 'Can you say more?',
  audioKey: null,
  askedAt: new Date('2026-11-22T10:00:00Z'),
};

describe('the interviewing presenters', () => {
  it('presents the question to ask with its id, kind and audio', () => {
    expect(presentNextStep({ kind: 'question', question, audioUrl: '/a.mp3' })).toEqual({
      questionId: 'q-1',
      text: 'Can you say more?',
      audioUrl: '/a.mp3',
      questionType: 'follow-up',
    });
  });

  it('presents the close of the interview without a question id', () => {
    expect(presentNextStep({ kind: 'complete', closingLine: 'Thanks!' })).toEqual({
      questionId: null,
      text: 'Thanks!',
      audioUrl: null,
      questionType: 'complete',
    });
  });

  it("shows the dashboard average with one decimal, '0.0' when nothing is scored", () => {
    expect(presentDashboard({ totalSessions: 3, averageScore: 7.25, lastPairing: null })).toEqual({
      totalSessions: 3,
      averageScore: '7.3',
    });
    expect(presentDashboard({ totalSessions: 0, averageScore: null, lastPairing: null }).averageScore).toBe(
      '0.0',
    );
  });

  it('names the last pairing only when there is one', () => {
    const lastPairing = {
      resumeId: '0b8f6c52-1d2e-4a6b-9c1f-0a2b3c4d5e6f',
      jobId: '7e1a2b3c-4d5e-4f60-8a1b-2c3d4e5f6a7b',
    };
    expect(presentDashboard({ totalSessions: 1, averageScore: null, lastPairing })).toEqual({
      totalSessions: 1,
      averageScore: '0.0',
      lastPairing,
    });
    expect(presentDashboard({ totalSessions: 1, averageScore: null, lastPairing: null })).not.toHaveProperty(
      'lastPairing',
    );
  });
});
