import type { Clock } from '../../../shared/kernel/clock.ts';
import type { InterviewType } from '../../coaching/index.ts';
import { lastPairingOf, type Pairing } from '../domain/last-pairing.ts';
import type { PairingHistory } from '../ports/pairing-history.ts';
import type { HistoryRow, SessionQueries } from '../ports/session-queries.ts';
import type { TimeUp } from './time-up.ts';

const DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

export interface HistoryInput {
  page?: number;
  limit?: number;
  dateRange?: 'all' | keyof typeof DAYS;
  type?: InterviewType;
  search?: string;
}

export interface HistoryPage {
  rows: HistoryRow[];
  page: number;
  totalPages: number;
  total: number;
}

export interface DashboardStats {
  totalSessions: number;
  averageScore: number | null;
  /** What Start Interview preselects first (see lastPairingOf). */
  lastPairing: Pairing | null;
}

/**
 * The dashboard's Performance Overview with the last pairing used, and the paged session history,
 * own sessions only.
 */
export class SessionStats {
  readonly #queries: SessionQueries;
  readonly #pairings: PairingHistory;
  readonly #timeUp: TimeUp;
  readonly #clock: Clock;
  constructor(queries: SessionQueries, pairings: PairingHistory, timeUp: TimeUp, clock: Clock) {
    this.#queries = queries;
    this.#pairings = pairings;
    this.#timeUp = timeUp;
    this.#clock = clock;
  }

  async dashboard(userId: string): Promise<DashboardStats> {
    await this.#timeUp.endTimedOutSessions(userId);
    const [stats, latest] = await Promise.all([
      this.#queries.stats(userId),
      this.#pairings.latestSessionDocuments(userId),
    ]);
    return { ...stats, lastPairing: lastPairingOf(latest) };
  }

  async history(userId: string, input: HistoryInput): Promise<HistoryPage> {
    await this.#timeUp.endTimedOutSessions(userId);
    const page = input.page ?? 1;
    const limit = input.limit ?? 10;
    const range = input.dateRange ?? 'all';
    const since = range === 'all' ? null : new Date(this.#clock.now().getTime() - DAYS[range] * 86_400_000);
    const search = input.search?.trim() || null;
    const { rows, total } = await this.#queries.history(userId, {
      page,
      limit,
      since,
      type: input.type ?? null,
      search,
    });
    return { rows, page, totalPages: Math.ceil(total / limit), total };
  }
}
