/** Where unexpected background failures are reported (the logger). */
export interface ProblemLog {
  warn(context: object, message: string): void;
}
