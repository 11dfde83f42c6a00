import type { InterviewType, Persona } from '../../coaching/index.ts';
import { type InterviewFormat, type InterviewSession, sessionTitle } from '../domain/session.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';
import type { PresentedQuestion } from './next-question.ts';
import { withAudio } from './question-audio.ts';

export interface StartInterviewInput {
  userId: string;
  resumeId: string;
  jobId: string;
  interviewType: InterviewType;
  persona: Persona;
  durationMinutes: number;
  questionCount: number;
  format: InterviewFormat;
}

export const SESSION_LIMIT_MESSAGE =
  'The Free plan includes 3 interview sessions. Upgrade to Pro for unlimited practice.';

/** Checks gating and ownership, plans the questions from the stored texts, stores the session. */
export class StartInterview {
  readonly #d: InterviewingDeps;
  constructor(deps: InterviewingDeps) {
    this.#d = deps;
  }

  async execute(input: StartInterviewInput): Promise<{ sessionId: string; nextQuestion: PresentedQuestion }> {
    const d = this.#d;
    await d.access.assertMayUseAi(input.userId);
    const [resumeText, jobText] = await Promise.all([
      d.documents.textOf(input.userId, input.resumeId, 'resume'),
      d.documents.textOf(input.userId, input.jobId, 'job'),
    ]);
    const used = await d.sessions.countStarted(input.userId);
    await d.access.assertWithinFreeAllowance(input.userId, 'interviewSessions', used, SESSION_LIMIT_MESSAGE);
    const [resume, job] = await Promise.all([
      d.understanding.structureResume(resumeText),
      d.understanding.structureJob(jobText),
    ]);
    const sessionId = d.ids.next();
    // seeded by the session, so practising the same resume and job again brings other questions
    const plan = await d.interviewer.plan({
      type: input.interviewType,
      persona: input.persona,
      questionCount: input.questionCount,
      resume,
      job,
      seed: sessionId,
    });
    const now = d.clock.now();
    const session: InterviewSession = {
      id: sessionId,
      userId: input.userId,
      resumeId: input.resumeId,
      jobId: input.jobId,
      title: sessionTitle(input.interviewType, job.title),
      interviewType: input.interviewType,
      persona: input.persona,
      format: input.format,
      durationMinutes: input.durationMinutes,
      questionCount: input.questionCount,
      status: 'in_progress',
      plan,
      job,
      score: null,
      skillScores: [],
      improvementRoadmap: '',
      createdAt: now,
      endedAt: null,
    };
    await d.sessions.createSession(session);
    const first = plan.questions[0];
    const question = {
      id: d.ids.next(),
      sessionId: session.id,
      position: 0,
      mainNumber: 1,
      kind: 'main' as const,
      text: first?.text ?? '',
      audioKey: null,
      askedAt: now,
    };
    await d.sessions.addQuestion(question);
    return { sessionId: session.id, nextQuestion: await withAudio(d, input.userId, question) };
  }
}
