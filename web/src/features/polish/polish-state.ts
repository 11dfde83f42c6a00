import type {
  ExperienceSuggestion,
  PolishScores,
  StructuredJobDescription,
  StructuredResume,
  SummarySuggestion,
} from '../../api/generated/model';
import { polishMessages } from './polish-messages';
import {
  readExperienceSuggestion,
  readIndex,
  readJobDescription,
  readMessage,
  readResume,
  readScores,
  readStatus,
  readSummarySuggestion,
} from './polish-payloads';
import type { PolishEvent } from './polish-stream';

/** Spec: each suggestion is pending, accepted or rejected. */
export type Decision = 'pending' | 'accepted' | 'rejected';

export type Reviewed<T> = { suggestion: T; decision: Decision };

export type ExperienceReview = {
  suggestion: ExperienceSuggestion | null;
  decision: Decision;
  /** The stream (or a Retry) could not polish it: 'Could not polish this section.' with Retry. */
  failed: boolean;
  /** A Retry is running. */
  retrying: boolean;
};

/** Spec: polish stream states (idle is the moment before the first connection). */
export type PolishPhase = 'streaming' | 'completed' | 'error';

export type PolishState = {
  phase: PolishPhase;
  /** The latest status_update message. */
  status: string;
  /** The work experience the server is polishing now. */
  processingIndex: number | null;
  error: string | null;
  resume: StructuredResume | null;
  jobDescription: StructuredJobDescription | null;
  summary: Reviewed<SummarySuggestion> | null;
  /** One entry per `resume.workExperience`, same order. */
  experiences: ExperienceReview[];
  scores: PolishScores | null;
};

export type PolishAction =
  | { type: 'restart' }
  | { type: 'event'; event: PolishEvent }
  | { type: 'failed'; message: string }
  | { type: 'reconnecting'; message: string }
  | { type: 'decide'; target: 'summary' | number; decision: Decision }
  | { type: 'retry-started'; index: number }
  | { type: 'retry-succeeded'; suggestion: ExperienceSuggestion }
  | { type: 'retry-failed'; index: number };

export const initialPolishState: PolishState = {
  phase: 'streaming',
  status: polishMessages.starting,
  processingIndex: null,
  error: null,
  resume: null,
  jobDescription: null,
  summary: null,
  experiences: [],
  scores: null,
};

const untouched: ExperienceReview = { suggestion: null, decision: 'pending', failed: false, retrying: false };

/**
 * A suggestion that arrives again with the same text (the server replaying events after a
 * reconnect) keeps the decision already made; a new text is pending again.
 */
function keepDecision<T extends { suggested: string }>(
  previous: { suggestion: T | null; decision: Decision } | null,
  next: T,
): Decision {
  return previous?.suggestion?.suggested === next.suggested ? previous.decision : 'pending';
}

function withExperience(state: PolishState, index: number, change: Partial<ExperienceReview>): PolishState {
  if (index >= state.experiences.length) return state;
  const experiences = state.experiences.map((review, at) =>
    at === index ? { ...review, ...change } : review,
  );
  return { ...state, experiences };
}

function placeSuggestion(state: PolishState, suggestion: ExperienceSuggestion): PolishState {
  const previous = state.experiences[suggestion.index];
  if (!previous) return state;
  return withExperience(state, suggestion.index, {
    suggestion,
    decision: keepDecision(previous, suggestion),
    failed: false,
    retrying: false,
  });
}

function onEvent(state: PolishState, { name, data }: PolishEvent): PolishState {
  switch (name) {
    case 'status_update': {
      const status = readStatus(data);
      return status ? { ...state, status: status.message, processingIndex: status.processingIndex } : state;
    }
    case 'parsing_complete': {
      const resume = readResume((data as { structuredResume?: unknown } | null)?.structuredResume);
      if (!resume) return state;
      const jobDescription = readJobDescription((data as { structuredJd?: unknown }).structuredJd);
      // Spec: every suggestion starts pending. A replay after a reconnect keeps what was decided.
      const experiences = resume.workExperience.map((_, at) => state.experiences[at] ?? untouched);
      return { ...state, resume, jobDescription, experiences };
    }
    case 'summary_suggestion': {
      const suggestion = readSummarySuggestion(data);
      return suggestion
        ? { ...state, summary: { suggestion, decision: keepDecision(state.summary, suggestion) } }
        : state;
    }
    case 'work_experience_suggestion': {
      const suggestion = readExperienceSuggestion(data);
      return suggestion ? placeSuggestion(state, suggestion) : state;
    }
    case 'work_experience_error': {
      const at = readIndex(data);
      return at === null ? state : withExperience(state, at, { failed: true, retrying: false });
    }
    case 'scores_complete': {
      const scores = readScores(data);
      return scores ? { ...state, scores } : state;
    }
    case 'done':
      return { ...state, phase: 'completed', processingIndex: null };
    case 'error':
      return { ...state, phase: 'error', error: readMessage(data) ?? polishMessages.unknownError };
    default:
      return state;
  }
}

export function polishReducer(state: PolishState, action: PolishAction): PolishState {
  switch (action.type) {
    case 'restart':
      return initialPolishState;
    case 'event':
      return state.phase === 'streaming' ? onEvent(state, action.event) : state;
    case 'failed':
      return state.phase === 'streaming' ? { ...state, phase: 'error', error: action.message } : state;
    case 'reconnecting':
      return state.phase === 'streaming' ? { ...state, status: action.message } : state;
    case 'decide': {
      if (action.target === 'summary') {
        return state.summary ? { ...state, summary: { ...state.summary, decision: action.decision } } : state;
      }
      const review = state.experiences[action.target];
      return review?.suggestion ? withExperience(state, action.target, { decision: action.decision }) : state;
    }
    case 'retry-started':
      return withExperience(state, action.index, { retrying: true });
    case 'retry-succeeded':
      // A Try Again in the meantime started afresh: that answer belongs to the old polish.
      return state.experiences[action.suggestion.index]?.retrying
        ? placeSuggestion(state, action.suggestion)
        : state;
    case 'retry-failed':
      return state.experiences[action.index]?.retrying
        ? withExperience(state, action.index, { failed: true, retrying: false })
        : state;
  }
}
