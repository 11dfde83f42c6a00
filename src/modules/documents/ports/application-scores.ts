/**
 * The average session score of each saved application's resume and job pair. Bound by the
 * interviewing module (token DOCUMENTS.ApplicationScores); until then every average is null.
 */
export interface ApplicationScores {
  /** One entry per pair, in the same order: the average out of 10, or null when no session exists. */
  averagesFor(
    userId: string,
    pairs: { resumeId: string; jobDescriptionId: string }[],
  ): Promise<(number | null)[]>;
}
