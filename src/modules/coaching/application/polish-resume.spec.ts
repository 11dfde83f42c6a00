import { describe, expect, it } from 'vitest';
import { ProviderUnavailableError } from '../domain/coaching.errors.ts';
import type { StructuredResume } from '../domain/structured-resume.ts';
import type { DocumentUnderstanding } from '../ports/document-understanding.ts';
import type { ResumePolisher } from '../ports/resume-polisher.ts';
import { PolishResume } from './polish-resume.ts';

const resume: StructuredResume = {
  contactInfo: { name: 'Ada', email: null, phone: null, linkedin: null, website: null, location: null },
  summary: 'Engineer.',
  skills: { categorized: {}, softSkills: [] },
  workExperience: ['Acme', 'Globex'].map((company) => ({
    standardizedJobTitle: 'Engineer',
    company,
    location: null,
    startDate: '2020',
    endDate: 'Present',
    description: '- Built things',
  })),
  education: [],
  certifications: [],
};
const job = {
  title: 'Engineer',
  seniority: null,
  requiredSkills: [],
  preferredSkills: [],
  responsibilities: [],
};
const understanding: DocumentUnderstanding = {
  structureResume: async () => resume,
  structureJob: async () => job,
};
const polisher: ResumePolisher = {
  suggestSummary: async () => ({ original: 'Engineer.', suggested: 'Engineer at Acme.', reasoning: 'r' }),
  suggestExperience: async ({ experience, index }) => {
    if (experience.company === 'Globex') throw new ProviderUnavailableError('openai', 'timeout');
    return {
      original: 'o',
      suggested: 's',
      reasoning: 'r',
      index,
      jobTitle: 'Engineer',
      company: experience.company,
      location: null,
      duration: '2020 - Present',
    };
  },
  score: async ({ improved }) => ({
    originalMatchScore: 40,
    improvedMatchScore: improved.summary === 'Engineer at Acme.' ? 45 : 40,
  }),
};

async function events(p: PolishResume) {
  const out = [];
  for await (const e of p.execute({ resumeText: 'r', jobText: 'j' })) out.push(e);
  return out;
}

describe('PolishResume', () => {
  it('streams the contract’s events in order, a failed experience as its own error', async () => {
    const list = await events(new PolishResume(understanding, polisher));
    expect(list.map((e) => e.event)).toEqual([
      'status_update',
      'parsing_complete',
      'status_update',
      'summary_suggestion',
      'status_update',
      'work_experience_suggestion',
      'status_update',
      'work_experience_error',
      'status_update',
      'scores_complete',
      'done',
    ]);
    expect(list[6]).toEqual({
      event: 'status_update',
      data: { message: 'Polishing your experience at Globex...', processingIndex: 1 },
    });
    expect(list[7]).toEqual({
      event: 'work_experience_error',
      data: { index: 1, message: 'The AI provider took too long to answer. Please try again.' },
    });
    expect(list[9]).toEqual({
      event: 'scores_complete',
      data: { scores: { originalMatchScore: 40, improvedMatchScore: 45 } },
    });
  });

  it('ends with one error event when the documents cannot be read', async () => {
    const broken: DocumentUnderstanding = {
      ...understanding,
      structureJob: () => Promise.reject(new ProviderUnavailableError('openai', 'rate_limited')),
    };
    const list = await events(new PolishResume(broken, polisher));
    expect(list.map((e) => e.event)).toEqual(['status_update', 'error']);
    expect(list[1]).toEqual({
      event: 'error',
      data: { message: 'The AI provider is busy right now. Please try again in a moment.' },
    });
  });
});
