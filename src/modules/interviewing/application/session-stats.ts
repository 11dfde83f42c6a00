import type { InterviewType } from '../../coaching/index.ts';
import type { InterviewingDeps } from './interviewing-deps.ts';
import { endTimedOutSessions } from './time-up.ts';

const DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

export interface HistoryInput {
  page?: number;
  limit?: number;
  dateRange?: 'all' | keyof typeof DAYS;
  type?: InterviewType;
  search?: string;
}

/** The dashboard's Performance Overview and the paged session history, own sessions only. */
export class SessionStats {
  readonly #d: InterviewingDeps;
  constructor(deps: InterviewingDeps) {
    this.#d = deps;
  }

  async dashboard(userId: string): Promise<{ totalSessions: number; averageScore: string }> {
    await endTimedOutSessions(this.#d, userId);
    const { totalSessions, averageScore } = await this.#d.sessions.stats(userId);
    return { totalSessions, averageScore: (averageScore ?? 0).toFixed(1) };
  }

  async history(userId: string, input: HistoryInput) {
    await endTimedOutSessions(this.#d, userId);
    const page = input.page ?? 1;
    const limit = input.limit ?? 10;
    const range = input.dateRange ?? 'all';
    const since = range === 'all' ? null : new Date(this.#d.clock.now().getTime() - DAYS[range] * 86_400_000);
    const search = input.search?.trim() || null;
    const { rows, total } = await this.#d.sessions.history(userId, {
      page,
      limit,
      since,
      type: input.type ?? null,
      search,
    });
    return {
      sessions: rows.map((r) => ({
        id: r.id,
        title: r.title,
        created_at: r.createdAt.toISOString(),
        score: r.score,
        interview_type: r.interviewType,
      })),
      currentPage: page,
      totalPages: Math.ceil(total / limit),
      totalSessions: total,
    };
  }
}
