/** The Free plan's limit on polished resumes, as the store checks it. */
export interface PolishedLimit {
  userId: string;
  /** Polished resumes the user may have once this one is stored (null: no limit). */
  maxPolished: number | null;
  /** The 402 message when the user already has that many. */
  limitMessage: string;
}

/** Keeps a polished resume as a new resume of the user (the documents module). */
export interface PolishedResumeStore {
  /** 402 UPGRADE_REQUIRED with `limitMessage` when no further polished resume may be kept now. */
  assertRoom(limit: PolishedLimit): Promise<void>;
  /**
   * Stores the PDF with its text as a new resume; 402 UPGRADE_REQUIRED with `limitMessage` when
   * the user already has `maxPolished` polished resumes (null: no limit).
   */
  save(
    input: PolishedLimit & { fileName: string; pdf: Uint8Array },
  ): Promise<{ id: string; name: string; url: string }>;
}
