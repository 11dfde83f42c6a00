import type { SavedApplication } from '../domain/saved-application.ts';

/** A saved application with the current names of its two documents. */
export interface SavedApplicationRow extends SavedApplication {
  resumeName: string;
  jobName: string;
}

export interface SavedApplicationRepository {
  create(application: SavedApplication): Promise<void>;
  /** The user's saved applications with their documents' names, newest first. */
  listOwned(userId: string): Promise<SavedApplicationRow[]>;
}
