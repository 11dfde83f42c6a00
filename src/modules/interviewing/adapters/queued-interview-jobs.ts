import type { JobQueue } from '../../../shared/kernel/jobs.ts';
import type { InterviewJobs } from '../ports/interview-jobs.ts';

/** The queues the interviewing module's background work runs on. */
export const INTERVIEW_QUEUES = {
  evaluate: 'interviewing.evaluate-answer',
  finalise: 'interviewing.finalise-session',
  timeUp: 'interviewing.time-up-sweep',
} as const;

/** Interview jobs on the shared job queue; each carries only the id it acts on. */
export class QueuedInterviewJobs implements InterviewJobs {
  readonly #jobs: JobQueue;
  constructor(jobs: JobQueue) {
    this.#jobs = jobs;
  }
  evaluate(answerId: string): Promise<void> {
    return this.#jobs.send(INTERVIEW_QUEUES.evaluate, { answerId });
  }
  finalise(sessionId: string): Promise<void> {
    return this.#jobs.send(INTERVIEW_QUEUES.finalise, { sessionId });
  }
  finaliseAll(sessionIds: readonly string[]): Promise<void> {
    return this.#jobs.sendMany(
      INTERVIEW_QUEUES.finalise,
      sessionIds.map((sessionId) => ({ sessionId })),
    );
  }
}
