/** Where use cases report what went wrong but must not fail the request (an orphaned object, say). */
export interface ProblemLog {
  warn(context: object, message: string): void;
}
