import {
  type ExperienceSuggestion,
  type FactVocabulary,
  ResumeFacts,
  type ResumePolisher,
  type StructuredJobDescription,
  type StructuredResume,
  type SummarySuggestion,
  type WorkExperience,
} from '../../coaching/index.ts';
import { experienceText, truthfulExperience, truthfulSummary } from '../domain/truthful-suggestions.ts';

/** The facts a polish is held to: the resume's own text, and what a reasoning may also name. */
export interface PolishFacts {
  resume: ResumeFacts | null;
  reasoning: ResumeFacts;
}

export function polishFacts(
  vocabulary: FactVocabulary,
  resumeText: string | null,
  jobText: string,
): PolishFacts {
  const job = ResumeFacts.of(jobText, vocabulary);
  const resume = resumeText === null ? null : ResumeFacts.of(resumeText, vocabulary);
  return { resume, reasoning: resume ? resume.and(job) : job };
}

/**
 * The engine's (or model's) summary, held to the resume's facts before anyone sees it: the
 * polisher port promises as much, and the server makes sure, whoever implements it.
 */
export async function honestSummary(
  polisher: ResumePolisher,
  vocabulary: FactVocabulary,
  request: { resume: StructuredResume; job: StructuredJobDescription; facts: PolishFacts },
): Promise<SummarySuggestion> {
  const { resume, job, facts } = request;
  const written = await polisher.suggestSummary({ resume, job });
  const own = ResumeFacts.of(
    [resume.summary, ...resume.workExperience.map(experienceText)].join('\n'),
    vocabulary,
  );
  return truthfulSummary(resume.summary, written, {
    facts: facts.resume ?? own,
    reasoningFacts: facts.reasoning,
  });
}

/**
 * One experience rewritten, held to that role's own facts (confirmed by the resume's text when
 * there is one): a fact from another role is not this role's fact.
 */
export async function honestExperience(
  polisher: ResumePolisher,
  vocabulary: FactVocabulary,
  request: {
    experience: WorkExperience;
    index: number;
    job: StructuredJobDescription;
    resume?: StructuredResume;
    facts: PolishFacts;
  },
): Promise<ExperienceSuggestion> {
  const { experience, index, job, resume, facts } = request;
  const written = await polisher.suggestExperience({ experience, index, job, resume });
  const own = ResumeFacts.of(experienceText(experience), vocabulary);
  return truthfulExperience(experience, index, written, {
    facts: facts.resume ? own.confirmedBy(facts.resume) : own,
    reasoningFacts: facts.reasoning,
  });
}
