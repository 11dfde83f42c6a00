import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type {
  StructuredJobDescription,
  WorkExperience,
  WorkExperienceInput,
} from '../../api/generated/model';
import { polishExperience } from '../../api/generated/polishing/polishing';
import { getProfileQueryKey } from '../../lib/profile';
import { polishMessages } from './polish-messages';
import { type Decision, initialPolishState, polishReducer } from './polish-state';
import { PolishStreamError, runPolishStream } from './polish-stream';

export type PolishTarget = { resumeId: string; jobDescriptionId: string };

const clip = (value: string | null, max: number) => (value === null ? null : value.slice(0, max));

/** The experience as polishExperience takes it (the contract's length limits applied). */
function experienceInput(experience: WorkExperience): WorkExperienceInput {
  return {
    standardizedJobTitle: experience.standardizedJobTitle.slice(0, 200),
    company: experience.company.slice(0, 200),
    location: clip(experience.location, 200),
    startDate: clip(experience.startDate, 50),
    endDate: clip(experience.endDate, 50),
    description: experience.description.slice(0, 10_000),
  };
}

/** The job description as text for polishExperience's `jobDescriptionContext`. */
export function jobContext(jd: StructuredJobDescription | null): string {
  if (!jd) return '';
  const lines = [
    [jd.title, jd.seniority ? `(${jd.seniority})` : ''].filter(Boolean).join(' '),
    jd.requiredSkills.length > 0 ? `Required skills: ${jd.requiredSkills.join(', ')}` : '',
    jd.preferredSkills.length > 0 ? `Preferred skills: ${jd.preferredSkills.join(', ')}` : '',
    ...(jd.responsibilities.length > 0
      ? ['Responsibilities:', ...jd.responsibilities.map((r) => `- ${r}`)]
      : []),
  ];
  return lines.filter(Boolean).join('\n').slice(0, 20_000);
}

/**
 * One polish of a resume against a job description: runs the stream on entry (and again on
 * Try Again), keeps the suggestions and the person's decisions, and re-polishes one failed
 * experience on Retry.
 */
export function usePolishSession(target: PolishTarget) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(polishReducer, initialPolishState);
  const [run, setRun] = useState(0);
  const stateRef = useRef(state);
  stateRef.current = state;
  const { resumeId, jobDescriptionId } = target;

  useEffect(() => {
    void run;
    const controller = new AbortController();
    dispatch({ type: 'restart' });
    runPolishStream({
      params: { resumeId, jobDescriptionId },
      signal: controller.signal,
      onEvent: (event) => {
        dispatch({ type: 'event', event });
        // A finished polish is the Free plan's one-time polish: the profile says so now.
        if (event.name === 'done') void queryClient.invalidateQueries({ queryKey: getProfileQueryKey() });
      },
      onReconnecting: () => dispatch({ type: 'reconnecting', message: polishMessages.reconnecting }),
    }).catch((cause: unknown) => {
      if (controller.signal.aborted) return;
      if (!(cause instanceof PolishStreamError)) console.error('The polish stream failed', cause);
      dispatch({
        type: 'failed',
        message: cause instanceof PolishStreamError ? cause.message : polishMessages.unknownError,
      });
    });
    return () => controller.abort();
  }, [resumeId, jobDescriptionId, run, queryClient]);

  const decide = useCallback((target: 'summary' | number, decision: Decision) => {
    dispatch({ type: 'decide', target, decision });
  }, []);

  const retry = useCallback(async (index: number) => {
    const { resume, jobDescription, experiences } = stateRef.current;
    const experience = resume?.workExperience[index];
    if (!experience || experiences[index]?.retrying) return;
    dispatch({ type: 'retry-started', index });
    try {
      const suggestion = await polishExperience({
        experienceToPolish: experienceInput(experience),
        jobDescriptionContext: jobContext(jobDescription),
        experienceIndex: index,
      });
      dispatch({ type: 'retry-succeeded', suggestion: { ...suggestion, index } });
    } catch {
      // The shared answers (402, 403, 5xx) already opened their modal; the section says it failed.
      dispatch({ type: 'retry-failed', index });
    }
  }, []);

  const tryAgain = useCallback(() => setRun((count) => count + 1), []);

  return { state, decide, retry, tryAgain };
}
