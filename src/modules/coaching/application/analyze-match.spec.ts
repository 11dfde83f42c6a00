import { describe, expect, it } from 'vitest';
import type { StructuredResume } from '../domain/structured-resume.ts';
import type { DocumentUnderstanding } from '../ports/document-understanding.ts';
import type { MatchAnalyzer, MatchRequest } from '../ports/match-analyzer.ts';
import { AnalyzeMatch } from './analyze-match.ts';

const resume = { contactInfo: { name: 'Priya' } } as StructuredResume;
const job = {
  title: 'Data Analyst',
  seniority: null,
  requiredSkills: ['SQL'],
  preferredSkills: [],
  responsibilities: [],
};

describe('AnalyzeMatch', () => {
  it('structures both documents, then analyses them with the original texts for quoting', async () => {
    const seen: MatchRequest[] = [];
    const understanding: DocumentUnderstanding = {
      structureResume: async (text) =>
        text === 'resume text' ? resume : Promise.reject(new Error('wrong text')),
      structureJob: async (text) => (text === 'job text' ? job : Promise.reject(new Error('wrong text'))),
    };
    const analyzer: MatchAnalyzer = {
      analyze: async (request) => {
        seen.push(request);
        return {
          score: 72,
          matchedSkills: [{ skill: 'SQL', evidence: 'Wrote SQL' }],
          missingSkills: [],
          analysis: 'ok',
        };
      },
    };
    const result = await new AnalyzeMatch(understanding, analyzer).execute({
      resumeText: 'resume text',
      jobText: 'job text',
    });
    expect(result).toEqual({
      resume,
      job,
      analysis: {
        score: 72,
        matchedSkills: [{ skill: 'SQL', evidence: 'Wrote SQL' }],
        missingSkills: [],
        analysis: 'ok',
      },
    });
    expect(seen).toEqual([{ resume, job, resumeText: 'resume text', jobText: 'job text' }]);
  });

  it('structures the resume from its layout text when given, and still quotes the plain text', async () => {
    const structured: string[] = [];
    const seen: MatchRequest[] = [];
    const understanding: DocumentUnderstanding = {
      structureResume: async (text) => {
        structured.push(text);
        return resume;
      },
      structureJob: async () => job,
    };
    const analyzer: MatchAnalyzer = {
      analyze: async (request) => {
        seen.push(request);
        return { score: 50, matchedSkills: [], missingSkills: [], analysis: 'ok' };
      },
    };
    await new AnalyzeMatch(understanding, analyzer).execute({
      resumeText: 'Analyst Globex 2020',
      resumeLayout: '**Analyst**\tGlobex\t2020',
      jobText: 'job text',
    });
    expect(structured).toEqual(['**Analyst**\tGlobex\t2020']);
    expect(seen[0]?.resumeText).toBe('Analyst Globex 2020');
  });
});
