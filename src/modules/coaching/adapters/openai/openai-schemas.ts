import { z } from 'zod';
import { CRITERIA } from '../../domain/evaluation.ts';
import { SENIORITIES } from '../../domain/structured-job.ts';

/**
 * The shapes the model must answer in. Strict structured outputs allow no optional fields and no
 * free-form maps, so absent values are null and the skill map is a list of categories; adapters
 * convert to the contract's shapes.
 */
const text = z.string();

export const resumeOutput = z.object({
  contactInfo: z.object({
    name: text.nullable(),
    email: text.nullable(),
    phone: text.nullable(),
    linkedin: text.nullable(),
    website: text.nullable(),
    location: text.nullable(),
  }),
  summary: text,
  skills: z.object({
    categorized: z.array(z.object({ category: text, skills: z.array(text) })),
    softSkills: z.array(text),
  }),
  workExperience: z.array(
    z.object({
      standardizedJobTitle: text,
      company: text,
      location: text.nullable(),
      startDate: text.nullable(),
      endDate: text.nullable(),
      description: text,
    }),
  ),
  education: z.array(
    z.object({ degree: text, major: text.nullable(), university: text, graduationDate: text.nullable() }),
  ),
  certifications: z.array(text),
});

export const jobOutput = z.object({
  title: text,
  seniority: z.enum(SENIORITIES).nullable(),
  requiredSkills: z.array(text),
  preferredSkills: z.array(text),
  responsibilities: z.array(text),
});

const skillFinding = z.object({ skill: text, evidence: text, required: z.boolean() });

export const matchOutput = z.object({
  matchedSkills: z.array(skillFinding),
  missingSkills: z.array(skillFinding),
  experienceFit: z.number().int().min(0).max(100),
  analysis: text.refine((t) => t.trim().length > 0, 'empty analysis'),
});

export const planOutput = z.object({
  questions: z
    .array(z.object({ text, focus: text, skills: z.array(text) }))
    .refine((l) => l.length > 0, 'no questions'),
});

export const followUpOutput = z.object({
  followUp: z.boolean(),
  reason: z.enum(['too_short', 'off_question', 'no_example', 'no_result', 'no_complexity']).nullable(),
  question: text.nullable(),
});

export const evaluationOutput = z.object({
  criteria: z
    .array(
      z.object({
        criterion: z.enum(CRITERIA),
        rating: z.enum(['Excellent', 'Good', 'Needs Improvement']),
        feedback: text.refine((t) => t.trim().length > 0, 'empty feedback'),
      }),
    )
    .refine(
      (list) => list.length === 3 && new Set(list.map((c) => c.criterion)).size === 3,
      'each criterion once',
    ),
  score: z.number().min(0).max(10),
  feedback: text,
});

export const reportOutput = z.object({
  skillScores: z.array(z.object({ skill: text, score: z.number().min(0).max(10) })),
  improvementRoadmap: text.refine((t) => t.trim().length > 0, 'empty roadmap'),
});

const filled = text.refine((t) => t.trim().length > 0, 'empty');
export const suggestionOutput = z.object({ suggested: filled, reasoning: filled });
