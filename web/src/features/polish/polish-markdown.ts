import type { Education, StructuredResume, WorkExperience } from '../../api/generated/model';
import type { Decision, PolishState } from './polish-state';

/** Spec: the text used for preview and save is the suggested one if accepted or pending, the original if rejected. */
export function chosenText(
  original: string,
  review: { suggestion: { original: string; suggested: string } | null; decision: Decision } | null,
): string {
  if (!review?.suggestion) return original;
  return review.decision === 'rejected' ? review.suggestion.original : review.suggestion.suggested;
}

export function finalSummary(state: PolishState): string {
  return chosenText(state.resume?.summary ?? '', state.summary);
}

export function finalDescription(state: PolishState, index: number): string {
  const experience = state.resume?.workExperience[index];
  return chosenText(experience?.description ?? '', state.experiences[index] ?? null);
}

/** The contact details on one line, in the resume's order. */
export function contactLine(resume: StructuredResume): string {
  const { email, phone, linkedin, website, location } = resume.contactInfo;
  return [email, phone, linkedin, website, location]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' | ');
}

export function dateRange(experience: Pick<WorkExperience, 'startDate' | 'endDate'>): string {
  return [experience.startDate, experience.endDate]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' - ');
}

export function educationLine(education: Education): string {
  const degree = [education.degree, education.major]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' in ');
  return [degree, education.university.trim(), education.graduationDate?.trim()].filter(Boolean).join(', ');
}

const BULLET = /^\s*(?:[-*+•▪●◦‣–]|\d{1,2}[.)])\s+/;

/** A line of resume prose that would otherwise turn into a heading or a quote loses that meaning. */
function plain(line: string): string {
  return line.replace(/^(\s*)([#>])/, '$1\\$2');
}

/**
 * Description lines as Markdown items, whatever bullet style they had: one item per line, a
 * paragraph as one item. A line of prose under a role's heading could be read back as one more
 * heading line (an employer, a place); an item is always read as what the person did.
 */
function descriptionMarkdown(description: string): string[] {
  return description
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim().replace(BULLET, '').trim())
    .filter((line) => line !== '')
    .map((line) => `- ${line}`);
}

/**
 * A role's heading rebuilt from its fields: a bar, never a comma, between title and employer, as
 * either may hold commas of its own ('Registered Nurse, ICU', 'Acme, Inc.') and the saved resume is
 * read again like an upload; place and dates on the line below.
 */
function headingFromFields(job: WorkExperience): [string, string] {
  const heading = [job.standardizedJobTitle, job.company]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' | ');
  return [heading, [job.location?.trim(), dateRange(job)].filter(Boolean).join(' | ')];
}

/**
 * A role kept as written (its reading is in doubt): its heading lines exactly as the resume writes
 * them, the first as the heading and the rest below it, so nothing misread is saved in their place.
 * Only without those lines is the heading rebuilt from the fields.
 */
function headingAsWritten(job: WorkExperience): [string, string] {
  const lines = (job.heading ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0) return headingFromFields(job);
  return [plain(lines[0]!), lines.slice(1).join(' | ')];
}

function section(title: string, body: string[]): string[] {
  return body.length === 0 ? [] : [`## ${title}`, '', ...body, ''];
}

/**
 * The polished resume as Markdown, in the order the page shows it (spec: contact line, Professional
 * Summary, Skills, Professional Experience, Education, Certifications), with each suggestion's text
 * chosen by `chosenText`. This is what savePolishedResume and exportPolishedResume render.
 */
export function polishedMarkdown(state: PolishState): string {
  const resume = state.resume;
  if (!resume) return '';
  const lines: string[] = [];
  const name = resume.contactInfo.name?.trim();
  if (name) lines.push(`# ${name}`, '');
  const contact = contactLine(resume);
  if (contact) lines.push(plain(contact), '');

  const summary = finalSummary(state).trim();
  lines.push(...section('Professional Summary', summary ? summary.split(/\n\s*\n/).map(plain) : []));

  const skills = Object.entries(resume.skills.categorized).map(
    ([category, list]) => `- **${category}:** ${list.join(', ')}`,
  );
  if (resume.skills.softSkills.length > 0)
    skills.push(`- **Soft Skills:** ${resume.skills.softSkills.join(', ')}`);
  lines.push(...section('Skills', skills));

  const experience = resume.workExperience.flatMap((job, index) => {
    const [heading, details] = state.experiences[index]?.suggestion?.keptAsWritten
      ? headingAsWritten(job)
      : headingFromFields(job);
    return [
      `### ${heading}`,
      ...(details ? [`*${details}*`] : []),
      '',
      ...descriptionMarkdown(finalDescription(state, index)),
      '',
    ];
  });
  lines.push(...section('Professional Experience', experience.length > 0 ? experience.slice(0, -1) : []));

  lines.push(
    ...section(
      'Education',
      resume.education.map((item) => `- ${educationLine(item)}`),
    ),
  );
  lines.push(
    ...section(
      'Certifications',
      resume.certifications.map((item) => `- ${item.trim()}`),
    ),
  );
  return `${lines.join('\n').trim()}\n`;
}

/** Spec: the default name is the resume's file name without its extension plus ' - Polished.pdf'. */
export function defaultPolishedName(resumeFileName: string | null | undefined): string {
  const base = (resumeFileName ?? '').trim().replace(/\.[^./\\]{1,5}$/, '');
  return `${base || 'Resume'} - Polished.pdf`;
}

/** The saved resume is a PDF: a name typed without the extension gets it. */
export function asPdfName(name: string): string {
  const trimmed = name.trim();
  return /\.pdf$/i.test(trimmed) ? trimmed : `${trimmed}.pdf`;
}

export type ExportFormat = 'pdf' | 'docx' | 'txt';

/** The download's file name: the saved name with the chosen format's extension. */
export function exportFileName(name: string, format: ExportFormat): string {
  return `${name.trim().replace(/\.pdf$/i, '')}.${format}`;
}
