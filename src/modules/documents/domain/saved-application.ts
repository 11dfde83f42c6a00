/** A named pairing of one resume and one job description, saved to practise later. */
export interface SavedApplication {
  id: string;
  userId: string;
  name: string;
  resumeId: string;
  jobDescriptionId: string;
  createdAt: Date;
}

/** A saved application as listed: with its documents' names and the average of its sessions. */
export interface SavedApplicationView extends SavedApplication {
  resumeName: string;
  jobName: string;
  /** Out of 10; null until a session has been run for the pair. */
  avgScore: number | null;
}
