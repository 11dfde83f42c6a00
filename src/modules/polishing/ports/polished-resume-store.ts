/** Keeps a polished resume as a new resume of the user (the documents module). */
export interface PolishedResumeStore {
  /**
   * Stores the PDF with its text as a new resume; 402 UPGRADE_REQUIRED with `limitMessage` when
   * the user already has `maxPolished` polished resumes (null: no limit).
   */
  save(input: {
    userId: string;
    fileName: string;
    pdf: Uint8Array;
    maxPolished: number | null;
    limitMessage: string;
  }): Promise<{ id: string; name: string; url: string }>;
}
