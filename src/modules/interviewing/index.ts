/**
 * The interviewing module's public surface: its typed tokens, types and pure functions. Importing it
 * never loads a framework, an ORM or a provider SDK; interviewing/module.ts composes the module.
 */
export { INTERVIEWING } from './tokens.ts';
export type { InterviewJobs } from './ports/interview-jobs.ts';
export type { ReadyReport, ReportListener } from './application/finalise-session.ts';
