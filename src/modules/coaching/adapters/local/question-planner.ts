import type { InterviewType, PlannedQuestion } from '../../domain/interview.ts';
import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { StructuredResume } from '../../domain/structured-resume.ts';
import bank from './data/question-bank.json' with { type: 'json' };
import { levelOf } from './job-titles.ts';
import { evidenceLines } from './resume-evidence.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { hashOf, seededRandom, shuffled, truncate } from './text-tools.ts';

type Band = 'junior' | 'mid' | 'senior';

interface Template {
  id: string;
  focus: string;
  text: string;
  levels?: string[];
  needs?: string;
  kind?: string;
  domain?: string;
}

/** What the templates are filled from: the job's needs and the candidate's own record. */
export interface PlanContext {
  title: string;
  company: string | null;
  band: Band;
  matched: string[];
  gaps: string[];
  responsibilities: string[];
  software: boolean;
  dataRole: boolean;
  language: string | null;
  random: () => number;
}

/** Categories that make a job a software job; a language alone does not (analysts use Python too). */
const SOFTWARE = new Set(
  'Frontend Development|Backend Development|Mobile Development|Cloud & DevOps|Messaging & Streaming|Testing & QA'.split(
    '|',
  ),
);
/** Credentials are checked, not interviewed on. */
const NOT_ASKED = new Set(['Certifications']);

function bandOf(job: StructuredJobDescription, resume: StructuredResume): Band {
  const level = job.seniority ?? levelOf(resume.workExperience[0]?.standardizedJobTitle ?? '');
  if (level === 'Intern' || level === 'Junior') return 'junior';
  if (level === 'Senior' || level === 'Lead' || level === 'Principal' || level === 'Executive')
    return 'senior';
  return 'mid';
}

export function planContext(
  job: StructuredJobDescription,
  resume: StructuredResume,
  seed: string,
): PlanContext {
  const shown = new Set(evidenceLines(resume).flatMap((l) => [...l.skills]));
  const hard = (names: string[]) =>
    names.filter((s) => {
      const skill = taxonomy.lookup(s);
      return !skill?.soft && !NOT_ASKED.has(skill?.category ?? '');
    });
  const wanted = hard([...job.requiredSkills, ...job.preferredSkills]);
  const own = hard([...shown]);
  const categories = wanted.map((s) => taxonomy.lookup(s)?.category ?? '');
  const languages = [...wanted, ...own].filter(
    (s) => taxonomy.lookup(s)?.category === 'Programming Languages',
  );
  const software = categories.some((c) => SOFTWARE.has(c));
  return {
    title: job.title,
    company: resume.workExperience.find((e) => e.company)?.company ?? null,
    band: bandOf(job, resume),
    matched: wanted.length > 0 ? wanted.filter((s) => shown.has(s)) : own.slice(0, 8),
    gaps: hard(job.requiredSkills).filter((s) => !shown.has(s)),
    responsibilities: job.responsibilities.map((r) => truncate(r.replace(/(?<![.;])[.;]+$/, ''), 140)),
    software,
    dataRole: !software && (wanted.includes('SQL') || categories.includes('Data & Analytics')),
    language: languages.find((l) => l !== 'SQL') ?? null,
    random: seededRandom(hashOf(seed)),
  };
}

function fill(
  t: Template,
  ctx: PlanContext,
  slot: { skill?: string; responsibility?: string },
): PlannedQuestion {
  const text = t.text
    .replace('{title}', ctx.title || 'this')
    .replace('{atCompany}', ctx.company ? ` at ${ctx.company}` : '')
    .replace('{skill}', slot.skill ?? '')
    .replace('{gapSkill}', slot.skill ?? '')
    .replace('{responsibility}', slot.responsibility ?? '')
    .replace('this this role', 'this role');
  return {
    text,
    focus: slot.skill && t.needs !== 'responsibility' ? slot.skill : t.focus,
    skills: slot.skill ? [slot.skill] : [],
  };
}

const fits = (t: Template, band: Band) => !t.levels || t.levels.includes(band);

function behavioral(ctx: PlanContext): PlannedQuestion[] {
  const all = bank.behavioral as Template[];
  const byId = (id: string) => all.find((t) => t.id === id)!;
  const grounded: PlannedQuestion[] = [];
  if (ctx.matched[0]) grounded.push(fill(byId('proudest-skill'), ctx, { skill: ctx.matched[0] }));
  if (ctx.responsibilities[0])
    grounded.push(fill(byId('similar-work'), ctx, { responsibility: ctx.responsibilities[0] }));
  if (ctx.gaps[0] && ctx.band !== 'junior')
    grounded.push(fill(byId('gap-bridge'), ctx, { skill: ctx.gaps[0] }));
  const pool = shuffled(
    all.filter((t) => !t.needs && t.id !== 'motivation' && fits(t, ctx.band)),
    ctx.random,
  ).map((t) => fill(t, ctx, {}));
  const out = [fill(byId('motivation'), ctx, {})];
  while (grounded.length > 0 || pool.length > 0) {
    const next = grounded.shift();
    if (next) out.push(next);
    const general = pool.shift();
    if (general) out.push(general);
  }
  return out;
}

function technical(ctx: PlanContext): PlannedQuestion[] {
  const templates = bank.technical.skillTemplates as Record<string, string[]>;
  const used = new Map<string, number>();
  const skillQuestions = ctx.matched.slice(0, 6).map((skill) => {
    const category = taxonomy.lookup(skill)?.category ?? 'default';
    const list = templates[category] ?? templates.default!;
    const n = used.get(category) ?? Math.floor(ctx.random() * list.length);
    used.set(category, n + 1);
    return fill({ id: `skill-${skill}`, focus: skill, text: list[n % list.length]! }, ctx, { skill });
  });
  const general = (bank.technical.general as Template[]).filter(
    (t) => fits(t, ctx.band) && (!t.domain || ctx.software),
  );
  const extras: PlannedQuestion[] = [];
  for (const t of general) {
    if (t.needs === 'responsibility') {
      const r =
        t.id === 'design' ? (ctx.responsibilities[1] ?? ctx.responsibilities[0]) : ctx.responsibilities[0];
      if (r) extras.push(fill(t, ctx, { responsibility: r }));
    } else if (t.needs === 'gap') {
      if (ctx.gaps[0]) extras.push(fill(t, ctx, { skill: ctx.gaps[0] }));
    } else extras.push(fill(t, ctx, {}));
  }
  const out: PlannedQuestion[] = [];
  while (skillQuestions.length > 0 || extras.length > 0) {
    const s = skillQuestions.shift();
    if (s) out.push(s);
    const e = extras.shift();
    if (e) out.push(e);
  }
  return out;
}

function coding(ctx: PlanContext): PlannedQuestion[] {
  const all = bank.coding as Template[];
  const kindFirst = ctx.dataRole ? 'sql' : 'algorithm';
  const order = (t: Template) => (t.kind === kindFirst ? 0 : 2) + (fits(t, ctx.band) ? 0 : 1);
  const ranked = shuffled(all, ctx.random).sort((a, b) => order(a) - order(b));
  const language = ctx.language ?? 'the language of your choice';
  return ranked.map((t) => ({
    text:
      t.kind === 'sql'
        ? `${t.text} State your assumptions about the tables, and talk through the edge cases.`
        : `${t.text} Use ${language}, and talk through your approach, its time and space complexity, and the edge cases.`,
    focus: t.focus,
    skills: t.kind === 'sql' ? ['SQL'] : ctx.language ? [ctx.language] : [],
  }));
}

/** Candidate questions in the order they should be asked, grounded first, without repeats. */
export function candidateQuestions(type: InterviewType, ctx: PlanContext): PlannedQuestion[] {
  const list = type === 'Behavioral' ? behavioral(ctx) : type === 'Technical' ? technical(ctx) : coding(ctx);
  const seen = new Set<string>();
  return list.filter((q) => !seen.has(q.text) && Boolean(seen.add(q.text)));
}
