import type { Education, StructuredResume, WorkExperience } from '../../coaching/index.ts';
import type { ErrorDetail } from '../../../shared/kernel/app-error.ts';

/** The most a corrected reading may hold: more than any resume, less than an abuse of storage. */
export const CORRECTION_LIMITS = {
  roles: 50,
  schools: 20,
  certifications: 100,
  skills: 200,
  textChars: 10_000,
} as const;

export const CORRECTION_TOO_LARGE_MESSAGE =
  'This reading is too large: at most 50 roles, 20 schools, 100 certifications and 200 skills, each text at most 10,000 characters.';

/** Fields of `T` that may be left out or null, as a client may send them. */
type Optional<T, K extends keyof T> = Omit<T, K> & { [P in K]?: T[P] | null };

/**
 * A corrected reading as a client sends it: a role's location and dates and a school's graduation
 * date may be left out.
 */
export type ReadingInput = Omit<StructuredResume, 'education' | 'workExperience'> & {
  workExperience: Optional<WorkExperience, 'location' | 'startDate' | 'endDate'>[];
  education: Optional<Education, 'graduationDate'>[];
};

const trimmed = (value: string) => value.trim();
const orNull = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * A corrected reading as it is kept: every text trimmed, a blank optional field null, blank list
 * entries and skill categories dropped. What the person left out stays out; nothing is invented.
 */
export function normalisedCorrection(resume: ReadingInput): StructuredResume {
  const c = resume.contactInfo;
  const categorized: Record<string, string[]> = {};
  for (const [category, skills] of Object.entries(resume.skills.categorized)) {
    const kept = skills.map(trimmed).filter(Boolean);
    if (category.trim() && kept.length > 0) categorized[category.trim()] = kept;
  }
  return {
    contactInfo: {
      name: orNull(c.name),
      email: orNull(c.email),
      phone: orNull(c.phone),
      linkedin: orNull(c.linkedin),
      website: orNull(c.website),
      location: orNull(c.location),
    },
    summary: resume.summary.trim(),
    skills: { categorized, softSkills: resume.skills.softSkills.map(trimmed).filter(Boolean) },
    workExperience: resume.workExperience.map((role) => ({
      standardizedJobTitle: role.standardizedJobTitle.trim(),
      company: role.company.trim(),
      location: orNull(role.location),
      startDate: orNull(role.startDate),
      endDate: orNull(role.endDate),
      heading: orNull(role.heading),
      description: role.description
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    })),
    education: resume.education.map((school) => ({
      degree: school.degree.trim(),
      major: orNull(school.major),
      university: school.university.trim(),
      graduationDate: orNull(school.graduationDate),
    })),
    certifications: resume.certifications.map(trimmed).filter(Boolean),
  };
}

function texts(resume: StructuredResume): { path: (string | number)[]; value: string }[] {
  const out: { path: (string | number)[]; value: string }[] = [];
  const add = (path: (string | number)[], value: string | null | undefined) => {
    if (value) out.push({ path, value });
  };
  for (const [key, value] of Object.entries(resume.contactInfo)) add(['contactInfo', key], value);
  add(['summary'], resume.summary);
  resume.workExperience.forEach((role, i) => {
    for (const [key, value] of Object.entries(role)) add(['workExperience', i, key], value);
  });
  resume.education.forEach((school, i) => {
    for (const [key, value] of Object.entries(school)) add(['education', i, key], value);
  });
  for (const [i, value] of resume.certifications.entries()) add(['certifications', i], value);
  for (const [category, skills] of Object.entries(resume.skills.categorized)) {
    add(['skills', 'categorized', category], category);
    for (const [i, value] of skills.entries()) add(['skills', 'categorized', category, i], value);
  }
  for (const [i, value] of resume.skills.softSkills.entries()) add(['skills', 'softSkills', i], value);
  return out;
}

/** What in a corrected reading goes past CORRECTION_LIMITS; empty when it fits. */
export function correctionOverLimits(resume: StructuredResume): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  const most = (path: string, count: number, limit: number) => {
    if (count > limit) details.push({ path: [path], message: `At most ${limit}.`, code: 'too_big' });
  };
  most('workExperience', resume.workExperience.length, CORRECTION_LIMITS.roles);
  most('education', resume.education.length, CORRECTION_LIMITS.schools);
  most('certifications', resume.certifications.length, CORRECTION_LIMITS.certifications);
  const skills =
    Object.values(resume.skills.categorized).reduce((n, list) => n + list.length, 0) +
    resume.skills.softSkills.length;
  most('skills', skills, CORRECTION_LIMITS.skills);
  if (details.length > 0) return details;
  for (const { path, value } of texts(resume))
    if (value.length > CORRECTION_LIMITS.textChars)
      details.push({ path, message: `At most ${CORRECTION_LIMITS.textChars} characters.`, code: 'too_big' });
  return details;
}
