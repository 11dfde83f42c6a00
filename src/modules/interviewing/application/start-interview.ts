import { type ActivityRecorder, NO_ACTIVITY } from '../../../shared/kernel/activity.ts';
import type { Clock } from '../../../shared/kernel/clock.ts';
import type { Ids } from '../../../shared/kernel/ids.ts';
import {
  type DocumentUnderstanding,
  type Interviewer,
  type InterviewType,
  type Persona,
  structureOf,
} from '../../coaching/index.ts';
import { type InterviewFormat, type InterviewSession, sessionTitle } from '../domain/session.ts';
import type { AccessGate } from '../ports/access-gate.ts';
import type { DocumentTexts } from '../ports/document-texts.ts';
import type { SessionQueries } from '../ports/session-queries.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { NextStep } from './next-step.ts';
import type { QuestionAudio } from './question-audio.ts';

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
  readonly #access: AccessGate;
  readonly #documents: DocumentTexts;
  readonly #sessions: SessionRepository;
  readonly #queries: SessionQueries;
  readonly #understanding: Pick<DocumentUnderstanding, 'structureResume' | 'structureJob'>;
  readonly #interviewer: Interviewer;
  readonly #audio: QuestionAudio;
  readonly #clock: Clock;
  readonly #ids: Ids;
  readonly #activity: ActivityRecorder;
  constructor(
    access: AccessGate,
    documents: DocumentTexts,
    sessions: SessionRepository,
    queries: SessionQueries,
    understanding: Pick<DocumentUnderstanding, 'structureResume' | 'structureJob'>,
    interviewer: Interviewer,
    audio: QuestionAudio,
    clock: Clock,
    ids: Ids,
    activity: ActivityRecorder = NO_ACTIVITY,
  ) {
    this.#access = access;
    this.#documents = documents;
    this.#sessions = sessions;
    this.#queries = queries;
    this.#understanding = understanding;
    this.#interviewer = interviewer;
    this.#audio = audio;
    this.#clock = clock;
    this.#ids = ids;
    this.#activity = activity;
  }

  async execute(input: StartInterviewInput): Promise<{ sessionId: string; first: NextStep }> {
    await this.#access.assertMayUseAi(input.userId);
    const [resumeTexts, jobTexts] = await Promise.all([
      this.#documents.textOf(input.userId, input.resumeId, 'resume'),
      this.#documents.textOf(input.userId, input.jobId, 'job'),
    ]);
    const used = await this.#queries.countStarted(input.userId);
    await this.#access.assertWithinFreeAllowance(
      input.userId,
      'interviewSessions',
      used,
      SESSION_LIMIT_MESSAGE,
    );
    // the person's corrected reading when there is one, else the layout text: its headings, cells
    // and bullets read best there
    const [resume, job] = await Promise.all([
      structureOf(this.#understanding, { layout: resumeTexts.layout, corrected: resumeTexts.reading }),
      this.#understanding.structureJob(jobTexts.text),
    ]);
    const sessionId = this.#ids.next();
    // seeded by the session, so practising the same resume and job again brings other questions
    const plan = await this.#interviewer.plan({
      type: input.interviewType,
      persona: input.persona,
      questionCount: input.questionCount,
      resume,
      job,
      seed: sessionId,
    });
    const now = this.#clock.now();
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
    await this.#sessions.createSession(session);
    const question = {
      id: this.#ids.next(),
      sessionId: session.id,
      position: 0,
      mainNumber: 1,
      kind: 'main' as const,
      text: plan.questions[0]?.text ?? '',
      audioKey: null,
      askedAt: now,
    };
    await this.#sessions.addQuestion(question);
    await this.#activity.record({
      userId: input.userId,
      event: 'interview.start',
      metadata: { sessionId: session.id, interviewType: input.interviewType, format: input.format },
    });
    return { sessionId: session.id, first: await this.#audio.ask(input.userId, question) };
  }
}
