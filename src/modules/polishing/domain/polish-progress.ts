import type {
  ExperienceSuggestion,
  PolishEvent,
  StructuredJobDescription,
  StructuredResume,
  SummarySuggestion,
} from '../../coaching/index.ts';

/** What a polish does next, decided from the events it has already stored. */
export type PolishStep =
  | { kind: 'status'; message: string; processingIndex: number | null }
  | { kind: 'parse' }
  | { kind: 'summary' }
  | { kind: 'experience'; index: number }
  | { kind: 'scores' }
  | { kind: 'done' }
  | { kind: 'finished' };

export const STATUS = {
  reading: 'Reading your resume and the job description...',
  summary: 'Polishing your professional summary...',
  scoring: 'Scoring the improved resume...',
  experience: (company: string) => `Polishing your experience${company ? ` at ${company}` : ''}...`,
} as const;

/** A polish's results so far, as its stored events say. */
export interface PolishProgress {
  resume: StructuredResume | null;
  job: StructuredJobDescription | null;
  summary: SummarySuggestion | null;
  experiences: ExperienceSuggestion[];
  failedExperiences: number[];
}

export function progressOf(events: readonly PolishEvent[]): PolishProgress {
  const progress: PolishProgress = {
    resume: null,
    job: null,
    summary: null,
    experiences: [],
    failedExperiences: [],
  };
  for (const e of events) {
    if (e.event === 'parsing_complete') {
      progress.resume = e.data.structuredResume;
      progress.job = e.data.structuredJd;
    } else if (e.event === 'summary_suggestion') progress.summary = e.data;
    else if (e.event === 'work_experience_suggestion') progress.experiences.push(e.data);
    else if (e.event === 'work_experience_error') progress.failedExperiences.push(e.data.index);
  }
  return progress;
}

function experienceStatus(resume: StructuredResume, index: number): PolishStep {
  if (index >= resume.workExperience.length) {
    return { kind: 'status', message: STATUS.scoring, processingIndex: null };
  }
  return {
    kind: 'status',
    message: STATUS.experience(resume.workExperience[index]!.company),
    processingIndex: index,
  };
}

/**
 * The step after the stored events, in the contract's order: reading, parsing_complete, the
 * summary, each experience (its status, then its suggestion or error), scoring, the scores, done.
 * A stream that resumes runs exactly the steps not stored yet; `finished` once done or failed.
 */
export function nextStep(events: readonly PolishEvent[]): PolishStep {
  const last = events.at(-1);
  if (!last) return { kind: 'status', message: STATUS.reading, processingIndex: null };
  const { resume } = progressOf(events);
  switch (last.event) {
    case 'status_update': {
      if (last.data.message === STATUS.reading) return { kind: 'parse' };
      if (last.data.message === STATUS.summary) return { kind: 'summary' };
      if (last.data.processingIndex !== null) return { kind: 'experience', index: last.data.processingIndex };
      return { kind: 'scores' };
    }
    case 'parsing_complete':
      return { kind: 'status', message: STATUS.summary, processingIndex: null };
    case 'summary_suggestion':
      return experienceStatus(resume!, 0);
    case 'work_experience_suggestion':
    case 'work_experience_error':
      return experienceStatus(resume!, last.data.index + 1);
    case 'scores_complete':
      return { kind: 'done' };
    case 'done':
    case 'error':
      return { kind: 'finished' };
  }
}
