import { describe, expect, it } from 'vitest';
import type { StructuredResume } from '../../domain/structured-resume.ts';
import { LocalInterviewer } from '../local/local-interviewer.ts';
import { LocalReportWriter } from '../local/local-report-writer.ts';
import { taxonomy } from '../local/skill-taxonomy.ts';
import { OpenAiAnswerEvaluator } from './openai-answer-evaluator.ts';
import { OpenAiDocumentUnderstanding } from './openai-document-understanding.ts';
import { OpenAiInterviewer } from './openai-interviewer.ts';
import { OpenAiMatchAnalyzer } from './openai-match-analyzer.ts';
import { OpenAiReportWriter } from './openai-report-writer.ts';
import { OpenAiResumePolisher } from './openai-resume-polisher.ts';
import { apiError, chatCompletions, gateway } from './openai-test-support.ts';

const job = {
  title: 'Backend Engineer',
  seniority: 'Senior',
  requiredSkills: ['Python', 'Kafka'],
  preferredSkills: ['Go'],
  responsibilities: ['Build APIs'],
};
const resume: StructuredResume = {
  contactInfo: { name: 'Maya Chen', email: null, phone: null, linkedin: null, website: null, location: null },
  summary: 'Backend engineer.',
  skills: { categorized: { Languages: ['Python'] }, softSkills: [] },
  workExperience: [
    {
      standardizedJobTitle: 'Software Engineer',
      company: 'Northwind',
      location: null,
      startDate: '2020',
      endDate: 'Present',
      description: '- Built Python APIs for 300 clinics',
    },
  ],
  education: [],
  certifications: [],
};

describe('OpenAI adapters against the chat completions API', () => {
  it('structures a resume with the configured model, key, base URL and a strict JSON schema', async () => {
    const seen = chatCompletions({
      ...resume,
      skills: {
        categorized: [
          { category: 'Languages', skills: ['Python'] },
          { category: 'Empty', skills: [] },
        ],
        softSkills: [],
      },
    });
    const structured = await new OpenAiDocumentUnderstanding(gateway(), 'gpt-analysis').structureResume(
      'Maya Chen…',
    );
    expect(structured).toEqual(resume);
    expect(seen[0]!.authorization).toBe('Bearer sk-test');
    expect(seen[0]!.body.model).toBe('gpt-analysis');
    expect(seen[0]!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'structured_resume', strict: true },
    });
    expect(seen[0]!.body.messages[0]!.content).toContain('Never invent an employer');
    expect(JSON.parse(seen[0]!.body.messages[1]!.content)).toEqual({ resumeText: 'Maya Chen…' });
  });

  it('scores a match from the model’s findings, the same way every time', async () => {
    chatCompletions({
      matchedSkills: [{ skill: 'Python', evidence: 'Built Python APIs for 300 clinics', required: true }],
      missingSkills: [
        { skill: 'Kafka', evidence: 'Experience with Kafka', required: true },
        { skill: 'Go', evidence: '', required: false },
      ],
      experienceFit: 70,
      analysis: '**Good match**',
    });
    const result = await new OpenAiMatchAnalyzer(gateway(), 'gpt-test').analyze({ resume, job });
    expect(result).toEqual({
      score: 46, // 80 × (1 of 2.5 weighted skills) + 0.2 × 70
      matchedSkills: [{ skill: 'Python', evidence: 'Built Python APIs for 300 clinics' }],
      missingSkills: [{ skill: 'Kafka', evidence: 'Experience with Kafka' }, { skill: 'Go' }],
      analysis: '**Good match**',
    });
  });

  it('plans without repeats and tops a short plan up from the local bank', async () => {
    chatCompletions({
      questions: [
        { text: 'Hello! Tell me about Kafka at Northwind.', focus: 'Kafka', skills: ['Kafka'] },
        { text: 'hello! tell me about kafka at northwind.', focus: 'Kafka', skills: [] },
      ],
    });
    const plan = await new OpenAiInterviewer(gateway(), 'gpt-test', new LocalInterviewer()).plan({
      type: 'Technical',
      persona: 'Friendly & Encouraging',
      questionCount: 3,
      resume,
      job,
    });
    expect(plan.questions).toHaveLength(3);
    expect(plan.questions[0]!.text).toBe('Hello! Tell me about Kafka at Northwind.');
    expect(new Set(plan.questions.map((q) => q.text.toLowerCase())).size).toBe(3);
  });

  it('asks the model’s follow-up, and falls back to the local rules when the model fails', async () => {
    const interviewer = new OpenAiInterviewer(gateway(), 'gpt-test', new LocalInterviewer());
    const request = {
      type: 'Behavioral' as const,
      persona: 'Strict & Professional' as const,
      job,
      plan: {
        questions: [
          { text: 'Q1?', focus: 'a', skills: [] },
          { text: 'Q2?', focus: 'b', skills: [] },
        ],
      },
      mainQuestionsAsked: 1,
      thread: [{ kind: 'main' as const, question: 'Q1?', answer: 'We shipped it.' }],
    };
    chatCompletions({ followUp: true, reason: 'no_result', question: 'What was the measurable result?' });
    expect(await interviewer.next(request)).toEqual({
      kind: 'follow-up',
      reason: 'no_result',
      text: 'What was the measurable result?',
    });
    chatCompletions(() => apiError(500, 'down'));
    expect(await interviewer.next(request)).toEqual(await new LocalInterviewer().next(request));
    chatCompletions({ followUp: false, reason: null, question: null });
    expect(await interviewer.next(request)).toEqual({ kind: 'main', index: 1, text: 'Final question. Q2?' });
  });

  it('evaluates an answer on the three criteria in the contract’s order', async () => {
    const criteria = [
      { criterion: 'Relevance & Examples', rating: 'Good', feedback: 'You gave an example; no numbers.' },
      { criterion: 'Technical Depth', rating: 'Excellent', feedback: 'You explained idempotency.' },
      { criterion: 'Clarity & Structure', rating: 'Good', feedback: 'Clear; a bit long.' },
    ];
    chatCompletions({ criteria, score: 7.46, feedback: 'Strong on depth.' });
    const result = await new OpenAiAnswerEvaluator(gateway(), 'gpt-test').evaluate({
      type: 'Technical',
      question: 'Duplicates?',
      answer: 'Idempotent consumers…',
      job,
    });
    expect(result).toEqual({
      status: 'ok',
      score: 7.5,
      evaluation_criteria: [criteria[1], criteria[2], criteria[0]],
      feedback: 'Strong on depth.',
    });
  });

  it('keeps Technical Skills and Communication in every report', async () => {
    chatCompletions({
      skillScores: [{ skill: 'Problem Solving', score: 6.25 }],
      improvementRoadmap: '1. **Quantify** (Q1)',
    });
    const evaluation = {
      status: 'ok' as const,
      score: 6,
      evaluation_criteria: [
        { criterion: 'Technical Depth' as const, rating: 'Good' as const, feedback: 'f' },
        { criterion: 'Clarity & Structure' as const, rating: 'Good' as const, feedback: 'f' },
      ],
    };
    const report = await new OpenAiReportWriter(gateway(), 'gpt-test', new LocalReportWriter()).write({
      type: 'Technical',
      jobTitle: 'Backend Engineer',
      answers: [
        {
          answerId: 'a1',
          questionNumber: 1,
          kind: 'main',
          question: 'Q1?',
          answer: 'An answer.',
          evaluation,
        },
      ],
    });
    expect(report.skillScores.map((s) => s.skill)).toEqual([
      'Communication',
      'Technical Skills',
      'Problem Solving',
    ]);
    expect(report.skillScores.at(-1)).toEqual({ skill: 'Problem Solving', score: 6.3 });
    expect(report.improvementRoadmap).toBe('1. **Quantify** (Q1)');
  });
});

describe('OpenAI polish is held to the no-invention rule', () => {
  const polisher = () =>
    new OpenAiResumePolisher(
      gateway(),
      'gpt-polish',
      { analyze: async () => ({ score: 50, matchedSkills: [], missingSkills: [], analysis: '' }) },
      taxonomy.hardNames,
    );
  const experience = resume.workExperience[0]!;

  it('sends an invented fact back once and keeps the honest rewrite', async () => {
    const seen = chatCompletions(
      { suggested: '- Built Python and Kafka APIs for 450 clinics', reasoning: 'Adds Kafka.' },
      { suggested: '- Built Python APIs serving 300 clinics', reasoning: 'Clearer.' },
    );
    const s = await polisher().suggestExperience({ experience, index: 0, job, resume });
    expect(s).toMatchObject({
      suggested: '- Built Python APIs serving 300 clinics',
      index: 0,
      jobTitle: 'Software Engineer',
      company: 'Northwind',
      duration: '2020 - Present',
    });
    expect(seen).toHaveLength(2);
    expect(seen[1]!.body.messages.at(-1)!.content).toContain('number "450", skill "Kafka"');
  });

  it('asks once more for a suggestion that keeps inventing, then leaves it to the server’s check', async () => {
    // the server holds each line to the resume's facts (polishing's keep-to-facts, the same rule)
    const seen = chatCompletions({ suggested: 'Led Kafka work at Globex.', reasoning: 'r' });
    const s = await polisher().suggestSummary({ resume, job });
    expect(s.suggested).toBe('Led Kafka work at Globex.');
    expect(seen).toHaveLength(2);
  });
});
