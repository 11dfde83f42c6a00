import type { DatabaseProbe } from '../ports/database-probe.ts';

export interface Readiness {
  status: 'ready' | 'unavailable';
  checks: { database: 'ok' | 'unavailable' };
}

/** Ready means every dependency the product cannot serve without answers: today, the database. */
export class CheckReadiness {
  readonly #database: DatabaseProbe;
  readonly #timeoutMs: number;

  constructor(database: DatabaseProbe, timeoutMs = 2000) {
    this.#database = database;
    this.#timeoutMs = timeoutMs;
  }

  async execute(): Promise<Readiness> {
    const database = await this.#probe();
    return { status: database === 'ok' ? 'ready' : 'unavailable', checks: { database } };
  }

  async #probe(): Promise<'ok' | 'unavailable'> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database probe timed out')), this.#timeoutMs);
    });
    try {
      await Promise.race([this.#database.ping(), timeout]);
      return 'ok';
    } catch {
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }
}
