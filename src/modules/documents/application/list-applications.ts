import type { SavedApplicationView } from '../domain/saved-application.ts';
import type { ApplicationScores } from '../ports/application-scores.ts';
import type { SavedApplicationRepository } from '../ports/saved-application-repository.ts';

/** The caller's saved applications, newest first, each with the average score of its sessions. */
export class ListApplications {
  readonly #applications: SavedApplicationRepository;
  readonly #scores: ApplicationScores;
  constructor(applications: SavedApplicationRepository, scores: ApplicationScores) {
    this.#applications = applications;
    this.#scores = scores;
  }

  async execute(userId: string): Promise<SavedApplicationView[]> {
    const rows = await this.#applications.listOwned(userId);
    if (rows.length === 0) return [];
    const averages = await this.#scores.averagesFor(userId, rows);
    return rows.map((row, i) => ({ ...row, avgScore: averages[i] ?? null }));
  }
}
