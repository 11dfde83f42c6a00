import type { SavedApplicationView } from '../domain/saved-application.ts';
import type { DocumentsDeps } from './documents-deps.ts';

/** The caller's saved applications, newest first, each with the average score of its sessions. */
export class ListApplications {
  readonly #d: DocumentsDeps;
  constructor(deps: DocumentsDeps) {
    this.#d = deps;
  }

  async execute(userId: string): Promise<SavedApplicationView[]> {
    const rows = await this.#d.applications.listOwned(userId);
    if (rows.length === 0) return [];
    const averages = await this.#d.scores.averagesFor(userId, rows);
    return rows.map((row, i) => ({ ...row, avgScore: averages[i] ?? null }));
  }
}
