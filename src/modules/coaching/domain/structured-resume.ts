/** The structured resume of the contract (`StructuredResume`), field names exactly as there. */
export interface ContactInfo {
  name: string | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  website: string | null;
  location: string | null;
}

export interface ResumeSkills {
  /** Category (e.g. 'Programming Languages') to the skills in it. */
  categorized: Record<string, string[]>;
  softSkills: string[];
}

export interface WorkExperience {
  standardizedJobTitle: string;
  company: string;
  location: string | null;
  /** As written in the resume, e.g. 'Jan 2020'. */
  startDate: string | null;
  /** As written in the resume, e.g. 'Present'. */
  endDate: string | null;
  /** The role's bullets or paragraph, one bullet per line. */
  description: string;
  /**
   * The role's heading lines exactly as the resume writes them (title, employer, place and dates,
   * one line each, in the resume's order), when the reader kept them; a role kept as written is
   * saved with these lines instead of a heading rebuilt from the fields.
   */
  heading?: string | null;
}

export interface Education {
  degree: string;
  major: string | null;
  university: string;
  graduationDate: string | null;
}

export interface StructuredResume {
  contactInfo: ContactInfo;
  summary: string;
  skills: ResumeSkills;
  workExperience: WorkExperience[];
  education: Education[];
  certifications: string[];
}

/** The words a resume writes for a role that goes on: 'Present', 'current', 'to date' … */
export const PRESENT_WORDS = /\b(?:present|current|currently|now|today|to date|ongoing)\b/i;

/** Whether a date as written says the role goes on ('Present', 'Current', 'to date'). */
export function saysPresent(date: string | null | undefined): boolean {
  return date !== null && date !== undefined && PRESENT_WORDS.test(date);
}

/** 'Jan 2020 - Present', 'Jan 2020', or '' when the resume gives no dates. */
export function durationOf(experience: Pick<WorkExperience, 'startDate' | 'endDate'>): string {
  const parts = [experience.startDate, experience.endDate].filter((p): p is string => Boolean(p?.trim()));
  return parts.join(' - ');
}

/** The resume back as plain text, for engines that read text and for scoring a polished resume. */
export function resumeToText(resume: StructuredResume): string {
  const c = resume.contactInfo;
  const lines: string[] = [];
  if (c.name) lines.push(c.name);
  const contact = [c.email, c.phone, c.location, c.linkedin, c.website].filter(Boolean).join(' | ');
  if (contact) lines.push(contact);
  if (resume.summary.trim()) lines.push('', 'Summary', resume.summary.trim());
  const categories = Object.entries(resume.skills.categorized).filter(([, list]) => list.length > 0);
  if (categories.length > 0 || resume.skills.softSkills.length > 0) {
    lines.push('', 'Skills');
    for (const [category, list] of categories) lines.push(`${category}: ${list.join(', ')}`);
    if (resume.skills.softSkills.length > 0)
      lines.push(`Soft Skills: ${resume.skills.softSkills.join(', ')}`);
  }
  if (resume.workExperience.length > 0) {
    lines.push('', 'Experience');
    for (const e of resume.workExperience) {
      const head = [e.standardizedJobTitle, e.company, e.location, durationOf(e)].filter(Boolean).join(' | ');
      lines.push(head, e.description.trim(), '');
    }
  }
  if (resume.education.length > 0) {
    lines.push('', 'Education');
    for (const e of resume.education) {
      const degree = e.major ? `${e.degree} in ${e.major}` : e.degree;
      lines.push([degree, e.university, e.graduationDate].filter(Boolean).join(', '));
    }
  }
  if (resume.certifications.length > 0) lines.push('', 'Certifications', ...resume.certifications);
  return lines.join('\n').trim();
}
