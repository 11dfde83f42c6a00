import type {
  ExperienceSuggestion,
  PolishScores,
  StructuredJobDescription,
  StructuredResume,
  SummarySuggestion,
  WorkExperience,
} from '../../api/generated/model';

/**
 * Readers for the stream's JSON payloads. The stream is not checked against the contract the way
 * JSON answers are, so a payload is read field by field: a missing list becomes empty, a wrong
 * shape is refused (null) and the event is skipped rather than breaking the page.
 */
type Json = Record<string, unknown>;

function record(value: unknown): Json | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function index(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function score(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : null;
}

function experience(value: unknown): WorkExperience | null {
  const item = record(value);
  if (!item) return null;
  return {
    standardizedJobTitle: text(item.standardizedJobTitle) ?? '',
    company: text(item.company) ?? '',
    location: text(item.location),
    startDate: text(item.startDate),
    endDate: text(item.endDate),
    description: text(item.description) ?? '',
    heading: text(item.heading),
  };
}

export function readResume(value: unknown): StructuredResume | null {
  const resume = record(value);
  if (!resume) return null;
  const contact = record(resume.contactInfo) ?? {};
  const skills = record(resume.skills) ?? {};
  const categorized: Record<string, string[]> = {};
  for (const [category, list] of Object.entries(record(skills.categorized) ?? {})) {
    const entries = texts(list);
    if (entries.length > 0) categorized[category] = entries;
  }
  return {
    contactInfo: {
      name: text(contact.name),
      email: text(contact.email),
      phone: text(contact.phone),
      linkedin: text(contact.linkedin),
      website: text(contact.website),
      location: text(contact.location),
    },
    summary: text(resume.summary) ?? '',
    skills: { categorized, softSkills: texts(skills.softSkills) },
    workExperience: Array.isArray(resume.workExperience)
      ? resume.workExperience.map(experience).filter((item): item is WorkExperience => item !== null)
      : [],
    education: Array.isArray(resume.education)
      ? resume.education.flatMap((entry) => {
          const item = record(entry);
          if (!item) return [];
          return [
            {
              degree: text(item.degree) ?? '',
              major: text(item.major),
              university: text(item.university) ?? '',
              graduationDate: text(item.graduationDate),
            },
          ];
        })
      : [],
    certifications: texts(resume.certifications),
  };
}

export function readJobDescription(value: unknown): StructuredJobDescription | null {
  const jd = record(value);
  if (!jd) return null;
  return {
    title: text(jd.title) ?? '',
    seniority: text(jd.seniority),
    requiredSkills: texts(jd.requiredSkills),
    preferredSkills: texts(jd.preferredSkills),
    responsibilities: texts(jd.responsibilities),
  };
}

export function readSummarySuggestion(value: unknown): SummarySuggestion | null {
  const item = record(value);
  const suggested = text(item?.suggested);
  if (!item || suggested === null) return null;
  return { original: text(item.original) ?? '', suggested, reasoning: text(item.reasoning) ?? '' };
}

export function readExperienceSuggestion(value: unknown): ExperienceSuggestion | null {
  const item = record(value);
  const at = index(item?.index);
  const suggested = text(item?.suggested);
  if (!item || at === null || suggested === null) return null;
  return {
    index: at,
    original: text(item.original) ?? '',
    suggested,
    reasoning: text(item.reasoning) ?? '',
    jobTitle: text(item.jobTitle) ?? '',
    company: text(item.company) ?? '',
    location: text(item.location),
    duration: text(item.duration) ?? '',
    ...(item.keptAsWritten === true ? { keptAsWritten: true } : {}),
  };
}

export function readScores(value: unknown): PolishScores | null {
  const scores = record(record(value)?.scores);
  const original = score(scores?.originalMatchScore);
  const improved = score(scores?.improvedMatchScore);
  if (original === null || improved === null) return null;
  return { originalMatchScore: original, improvedMatchScore: improved };
}

export function readStatus(value: unknown): { message: string; processingIndex: number | null } | null {
  const item = record(value);
  const message = text(item?.message);
  return message === null ? null : { message, processingIndex: index(item?.processingIndex) };
}

export function readIndex(value: unknown): number | null {
  return index(record(value)?.index);
}

export function readMessage(value: unknown): string | null {
  const message = text(record(value)?.message)?.trim();
  return message ? message : null;
}
