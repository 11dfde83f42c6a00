import type { StructuredJobDescription } from './structured-job.ts';
import { durationOf, type StructuredResume, type WorkExperience } from './structured-resume.ts';

export interface SummarySuggestion {
  original: string;
  suggested: string;
  reasoning: string;
}

export interface ExperienceSuggestion extends SummarySuggestion {
  /** Index of the experience in `structuredResume.workExperience`. */
  index: number;
  jobTitle: string;
  company: string;
  location: string | null;
  /** e.g. 'Jan 2020 - Present'. */
  duration: string;
  /**
   * The role was not read with confidence (its reading has doubts the person has not corrected):
   * it is not rewritten, `suggested` is its original, and it is saved exactly as written.
   */
  keptAsWritten?: boolean;
}

/** Why a role is kept as written, in the words shown to the person. */
export const KEPT_AS_WRITTEN_REASONING =
  'Kept as written: we could not read this role with confidence, so it is not rewritten and is saved exactly as it appears in your resume. Correct it under Review what we read to have it polished.';

export interface PolishScores {
  originalMatchScore: number;
  improvedMatchScore: number;
}

export interface SummaryPolishRequest {
  resume: StructuredResume;
  job: StructuredJobDescription;
}

export interface ExperiencePolishRequest {
  experience: WorkExperience;
  index: number;
  job: StructuredJobDescription;
  /** The whole resume when the caller has it; gives the polisher more facts to stay within. */
  resume?: StructuredResume;
}

export interface PolishScoreRequest {
  original: StructuredResume;
  improved: StructuredResume;
  job: StructuredJobDescription;
}

/** The resume with every suggestion taken, as the 'AI-Improved Match Score' reads it. */
export function applySuggestions(
  resume: StructuredResume,
  summary: SummarySuggestion | null,
  experiences: ExperienceSuggestion[],
): StructuredResume {
  const byIndex = new Map(experiences.map((s) => [s.index, s.suggested]));
  return {
    ...resume,
    summary: summary?.suggested ?? resume.summary,
    workExperience: resume.workExperience.map((e, i) => ({
      ...e,
      description: byIndex.get(i) ?? e.description,
    })),
  };
}

/** The events of the polish stream, named and shaped as the contract's `PolishStreamEvent`. */
export type PolishEvent =
  | { event: 'status_update'; data: { message: string; processingIndex: number | null } }
  | {
      event: 'parsing_complete';
      data: { structuredResume: StructuredResume; structuredJd: StructuredJobDescription };
    }
  | { event: 'summary_suggestion'; data: SummarySuggestion }
  | { event: 'work_experience_suggestion'; data: ExperienceSuggestion }
  | { event: 'work_experience_error'; data: { index: number; message: string } }
  | { event: 'scores_complete'; data: { scores: PolishScores } }
  | { event: 'done'; data: Record<string, never> }
  | { event: 'error'; data: { message: string } };

/** A role the polish leaves alone because its reading is in doubt: saved as the resume writes it. */
export function keptAsWritten(experience: WorkExperience, index: number): ExperienceSuggestion {
  return {
    ...experienceFrame(experience, index),
    suggested: experience.description,
    reasoning: KEPT_AS_WRITTEN_REASONING,
    keptAsWritten: true,
  };
}

/** What every experience suggestion says about the role it rewrites, whoever wrote the text. */
export function experienceFrame(
  experience: WorkExperience,
  index: number,
): Pick<ExperienceSuggestion, 'original' | 'index' | 'jobTitle' | 'company' | 'location' | 'duration'> {
  return {
    original: experience.description,
    index,
    jobTitle: experience.standardizedJobTitle,
    company: experience.company,
    location: experience.location,
    duration: durationOf(experience),
  };
}
