import { describe, expect, it } from 'vitest';
import type { PolishEvent, StructuredResume } from '../../coaching/index.ts';
import { nextStep, STATUS } from './polish-progress.ts';

const resume: StructuredResume = {
  contactInfo: { name: null, email: null, phone: null, linkedin: null, website: null, location: null },
  summary: 's',
  skills: { categorized: {}, softSkills: [] },
  workExperience: ['Acme', ''].map((company) => ({
    standardizedJobTitle: 'Engineer',
    company,
    location: null,
    startDate: null,
    endDate: null,
    description: 'd',
  })),
  education: [],
  certifications: [],
};
const job = { title: 'j', seniority: null, requiredSkills: [], preferredSkills: [], responsibilities: [] };
const suggestion = (index: number) => ({
  original: 'd',
  suggested: 'e',
  reasoning: 'r',
  index,
  jobTitle: 'Engineer',
  company: 'Acme',
  location: null,
  duration: '',
});

describe('the next step of a polish', () => {
  it('walks the contract’s order, one experience at a time, whatever was stored before', () => {
    const events: PolishEvent[] = [];
    const steps: string[] = [];
    for (;;) {
      const step = nextStep(events);
      steps.push(
        step.kind === 'status'
          ? `status:${step.processingIndex}`
          : step.kind === 'experience'
            ? `experience:${step.index}`
            : step.kind,
      );
      if (step.kind === 'finished') break;
      if (step.kind === 'status')
        events.push({
          event: 'status_update',
          data: { message: step.message, processingIndex: step.processingIndex },
        });
      if (step.kind === 'parse')
        events.push({ event: 'parsing_complete', data: { structuredResume: resume, structuredJd: job } });
      if (step.kind === 'summary')
        events.push({ event: 'summary_suggestion', data: { original: 's', suggested: 't', reasoning: 'r' } });
      if (step.kind === 'experience')
        events.push(
          step.index === 0
            ? { event: 'work_experience_suggestion', data: suggestion(0) }
            : {
                event: 'work_experience_error',
                data: { index: step.index, message: 'Could not polish this section.' },
              },
        );
      if (step.kind === 'scores')
        events.push({
          event: 'scores_complete',
          data: { scores: { originalMatchScore: 1, improvedMatchScore: 2 } },
        });
      if (step.kind === 'done') events.push({ event: 'done', data: {} });
    }
    expect(steps).toEqual([
      'status:null',
      'parse',
      'status:null',
      'summary',
      'status:0',
      'experience:0',
      'status:1',
      'experience:1',
      'status:null',
      'scores',
      'done',
      'finished',
    ]);
    expect(events[6]).toEqual({
      event: 'status_update',
      data: { message: STATUS.experience(''), processingIndex: 1 },
    });
    expect(STATUS.experience('')).toBe('Polishing your experience...');
  });

  it('ends a failed polish', () => {
    expect(nextStep([{ event: 'error', data: { message: 'x' } }])).toEqual({ kind: 'finished' });
  });
});
