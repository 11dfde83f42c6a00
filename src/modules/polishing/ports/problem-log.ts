/** Where use cases report what went wrong when the person is told only that it did. */
export interface ProblemLog {
  error(context: object, message: string): void;
}
