import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import { type StructuredResume, saysPresent } from '../../domain/structured-resume.ts';
import { isCutOff, isNameLike } from '../../domain/reading-doubts.ts';
import { bulletLines } from '../../domain/text.ts';
import { levelOf } from './job-titles.ts';
import { type Profession, professionsOf } from './professions.ts';
import { evidenceLines } from './resume-evidence.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { hashOf, seededRandom } from './text-tools.ts';

export type Band = 'junior' | 'mid' | 'senior';

/** One line of the candidate's record a question can be built on. */
export interface Anchor {
  company: string | null;
  /** The role's title when it reads as one. */
  role: string | null;
  /** The role's years, e.g. '2017 to now'. */
  period: string | null;
  /** The bullet as written, clipped to a phrase a question can quote. */
  bullet: string;
  /** The job's skills this bullet shows. */
  skills: string[];
  roleIndex: number;
  /** Higher is a better thing to ask about: the job's skills, numbers, recency. */
  weight: number;
}

/** What the questions are filled from: the job's needs and the candidate's own record. */
export interface PlanContext {
  title: string;
  company: string | null;
  role: string | null;
  band: Band;
  professions: Set<Profession>;
  /** Wanted skills the resume shows (anywhere). */
  matched: string[];
  /** Required skills the resume does not mention at all. */
  gaps: string[];
  /** Wanted skills the resume only lists (skills section, summary) but no role shows in use. */
  weak: string[];
  anchors: Anchor[];
  responsibilities: string[];
  software: boolean;
  /** The job builds user interfaces: front-end problems suit its coding interviews. */
  frontend: boolean;
  dataRole: boolean;
  language: string | null;
  random: () => number;
}

/** Credentials are checked, not interviewed on. */
const NOT_ASKED = new Set(['Certifications']);
/** The languages the answer editor offers, in the order a shared language is preferred. */
const EDITOR_LANGUAGES = ['Python', 'JavaScript', 'TypeScript', 'Java', 'C++', 'C#', 'Go', 'Rust'];
/** Longest piece of any document text a question quotes or a rule reads; keeps every step linear. */
const CLIP = 400;

function bandOf(job: StructuredJobDescription, resume: StructuredResume): Band {
  const level =
    job.seniority ?? levelOf((resume.workExperience[0]?.standardizedJobTitle ?? '').slice(0, CLIP));
  if (level === 'Intern' || level === 'Junior') return 'junior';
  if (level === 'Senior' || level === 'Lead' || level === 'Principal' || level === 'Executive')
    return 'senior';
  return 'mid';
}

/** A phrase a question can quote: one line, no trailing punctuation, cut at a word. */
export function phrase(text: string, max = 130): string {
  const clean = text.slice(0, CLIP).replace(/\s+/g, ' ').replace(/["“”]/g, "'").trim();
  const cut = clean.length <= max ? clean : clean.slice(0, clean.lastIndexOf(' ', max - 1) + 1 || max).trim();
  return cut.replace(/[\s.,;:–—-]+$/, '') + (cut.length < clean.length ? '…' : '');
}

/**
 * An employer's or a job title's name as a question can say it, or null: a reading can leave a
 * date or a piece of a bullet there, and a question never quotes that as a name.
 */
function nameOf(value: string, max = 60): string | null {
  const c = value.replace(/\s+/g, ' ').trim();
  return c.length >= 2 && c.length <= max && isNameLike(c) ? c : null;
}

/** The year a date as written names ('Jan 2017', '06/2019'), 'now' for the present, else null. */
function yearOf(date: string | null): string | null {
  if (!date) return null;
  if (saysPresent(date)) return 'now';
  return date.match(/\b(?:19|20)\d{2}\b/)?.[0] ?? null;
}

/** A role's years as a question says them: '2017 to now', '2015 to 2017', '2019'; null without a start. */
export function periodOf(start: string | null, end: string | null): string | null {
  const from = yearOf(start);
  if (from === null || from === 'now') return null;
  const to = yearOf(end);
  return to === null || to === from ? from : `${from} to ${to}`;
}

function anchorsOf(resume: StructuredResume, wanted: Set<string>): Anchor[] {
  const out: Anchor[] = [];
  resume.workExperience.slice(0, 6).forEach((e, roleIndex) => {
    const company = nameOf(e.company);
    const role = nameOf(e.standardizedJobTitle);
    const period = periodOf(e.startDate, e.endDate);
    for (const raw of bulletLines(e.description).slice(0, 12)) {
      const line = raw.slice(0, CLIP).replace(/^[o>]\s+/, '');
      // a line the reading cut off mid-sentence is not quoted
      if (line.split(' ').length < 5 || isCutOff(line)) continue;
      const skills = taxonomy.names(line).filter((s) => wanted.has(s));
      const weight = 2 * Math.min(skills.length, 2) + (/\d/.test(line) ? 1 : 0) + (roleIndex === 0 ? 1 : 0);
      out.push({ company, role, period, bullet: phrase(line, 110), skills, roleIndex, weight });
    }
  });
  return out.sort((a, b) => b.weight - a.weight || a.roleIndex - b.roleIndex);
}

const short = (list: string[], n: number, max = 120) => list.slice(0, n).map((x) => x.slice(0, max));

/**
 * The documents cut to what a plan can use. Uploads are at most 100 KB, but a structured resume can
 * come from anywhere; bounding every field keeps planning a few milliseconds on any input.
 */
function clipped(job: StructuredJobDescription, resume: StructuredResume) {
  return {
    job: {
      ...job,
      title: job.title.slice(0, 200),
      requiredSkills: short(job.requiredSkills, 60),
      preferredSkills: short(job.preferredSkills, 60),
      responsibilities: short(job.responsibilities, 20, CLIP),
    },
    resume: {
      ...resume,
      summary: resume.summary.slice(0, 3000),
      skills: {
        categorized: Object.fromEntries(
          Object.entries(resume.skills.categorized)
            .slice(0, 30)
            .map(([k, v]) => [k.slice(0, 80), short(v, 60)]),
        ),
        softSkills: short(resume.skills.softSkills, 60),
      },
      workExperience: resume.workExperience.slice(0, 12).map((e) => ({
        ...e,
        standardizedJobTitle: e.standardizedJobTitle.slice(0, 200),
        company: e.company.slice(0, 200),
        description: e.description.slice(0, 6000),
      })),
      education: resume.education.slice(0, 10).map((e) => ({
        ...e,
        degree: e.degree.slice(0, 200),
        major: e.major?.slice(0, 200) ?? null,
        university: e.university.slice(0, 200),
      })),
      certifications: short(resume.certifications, 30, 200),
    },
  };
}

export function planContext(
  fullJob: StructuredJobDescription,
  fullResume: StructuredResume,
  seed: string,
): PlanContext {
  const { job, resume } = clipped(fullJob, fullResume);
  const lines = evidenceLines(resume);
  const shown = new Set(lines.flatMap((l) => [...l.skills]));
  const used = new Set(
    lines.filter((l) => l.source === 'experience' || l.source === 'title').flatMap((l) => [...l.skills]),
  );
  const hard = (names: string[]) =>
    names.filter((s) => {
      const skill = taxonomy.lookup(s);
      return !skill?.soft && !NOT_ASKED.has(skill?.category ?? '');
    });
  const wanted = hard([...new Set([...job.requiredSkills, ...job.preferredSkills])]);
  const own = hard([...shown]);
  const language = (names: string[]) => {
    const languages = names.filter((s) => taxonomy.lookup(s)?.category === 'Programming Languages');
    return languages.find((l) => EDITOR_LANGUAGES.includes(l)) ?? languages.find((l) => l !== 'SQL') ?? null;
  };
  const professions = professionsOf(job, resume, wanted);
  const software = professions.has('software');
  const first = resume.workExperience[0];
  return {
    title: phrase(job.title, 80),
    company: resume.workExperience.map((e) => nameOf(e.company)).find(Boolean) ?? null,
    role: first ? nameOf(first.standardizedJobTitle) : null,
    band: bandOf(job, resume),
    professions,
    matched: wanted.length > 0 ? wanted.filter((s) => shown.has(s)) : own.slice(0, 8),
    gaps: hard(job.requiredSkills).filter((s) => !shown.has(s)),
    // a language is used through its frameworks ('Django' shows Python), which the taxonomy does not link
    weak: wanted.filter(
      (s) => shown.has(s) && !used.has(s) && taxonomy.lookup(s)?.category !== 'Programming Languages',
    ),
    anchors: anchorsOf(resume, new Set(wanted)),
    responsibilities: job.responsibilities.map((r) => phrase(r, 140)),
    software,
    frontend: wanted.some((s) => taxonomy.lookup(s)?.category === 'Frontend Development'),
    dataRole: !software && (wanted.includes('SQL') || professions.has('data')),
    language: language(wanted) ?? language(own),
    random: seededRandom(hashOf(seed)),
  };
}
