import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import { resumeToText, type StructuredResume } from '../../domain/structured-resume.ts';
import { opensWithStrongVerb } from '../../domain/resume-vocabulary.ts';
import { bulletLines, words } from '../../domain/text.ts';
import { monthsCovered, statedYears } from './date-ranges.ts';
import { isTitleLike, levelOf, roleWords } from './job-titles.ts';
import { alternativeGroup, alternativesOf } from './job-skills.ts';
import { type EvidenceLine, evidenceLines, findEvidence, type SkillEvidence } from './resume-evidence.ts';
import { type MatchRule, taxonomy } from './skill-taxonomy.ts';
import { contentRoots, coverage } from './text-tools.ts';
import { lemma } from './word-forms.ts';

export interface SkillFinding {
  /** As the job names it; 'Python, Go or Bash' when it accepts one of several. */
  skill: string;
  required: boolean;
  soft: boolean;
  evidence?: EvidenceLine;
  /** The rule that decided it: how the resume shows it, or for a gap how the job asks for it. */
  rule: MatchRule;
  /** The words of the evidence line that show the skill. */
  shownBy?: string;
  /** A skill of the same narrow family the resume does show ('MySQL' for 'PostgreSQL'). */
  closest?: string;
  credit: number;
}

export interface MatchBreakdown {
  score: number;
  skills: SkillFinding[];
  skillCoverage: number;
  responsibilityCoverage: number;
  titleFit: number;
  seniorityFit: number;
  presentation: number;
  resumeYears: number;
  resumeLevel: string;
  bullets: { total: number; quantified: number; actionLed: number; firstPerson: number };
}

/** Families close enough that one shows the other can be learnt fast; broad ones give no credit. */
const NARROW = new Set(
  'Programming Languages|Frontend Development|Backend Development|Databases|Testing & QA|Messaging & Streaming'.split(
    '|',
  ),
);
const RANKS: Record<string, number> = {
  Intern: 0,
  Junior: 1,
  Mid: 2,
  Senior: 3,
  Lead: 4,
  Principal: 5,
  Executive: 5,
};
const LEVEL_BY_RANK = ['Intern', 'Junior', 'Mid', 'Senior', 'Lead', 'Principal'];
const FIRST_PERSON = /\b(i|my|me|we|our)\b/i;

function closestOf(skill: string, shown: Set<string>): string | undefined {
  const definition = taxonomy.lookup(skill);
  if (!definition || !NARROW.has(definition.category)) return undefined;
  return [...shown].find(
    (s) => s !== definition.name && taxonomy.lookup(s)?.category === definition.category,
  );
}

/** One wanted skill (or one-of group) against the resume's lines. */
function findingFor(
  skill: string,
  required: boolean,
  lines: EvidenceLine[],
  shown: Set<string>,
): SkillFinding {
  const members = alternativesOf(skill);
  let best: SkillEvidence | undefined;
  for (const member of members) {
    const name = taxonomy.lookup(member)?.name ?? member;
    const found = findEvidence(lines, name);
    if (found && (!best || found.credit > best.credit)) best = found;
  }
  const soft = members.every((m) => taxonomy.lookup(m)?.soft ?? false);
  if (best) {
    return {
      skill,
      required,
      soft,
      evidence: best.line,
      rule: members.length > 1 ? 'alternative' : best.rule,
      shownBy: best.words,
      credit: best.credit,
    };
  }
  const closest = members.map((m) => closestOf(m, shown)).find(Boolean);
  const asked =
    members.length > 1 ? 'alternative' : taxonomy.lookup(skill)?.name === skill ? 'exact' : 'alias';
  return { skill, required, soft, rule: asked, credit: closest ? 0.3 : 0, ...(closest ? { closest } : {}) };
}

/** The job's wanted skills with each one-of group folded into one entry ('Python, Go or Bash'). */
function wantedSkills(job: StructuredJobDescription): { skill: string; required: boolean }[] {
  const groupOf = new Map<string, string[]>();
  for (const group of job.alternatives ?? []) for (const m of group) groupOf.set(m, group);
  const out: { skill: string; required: boolean }[] = [];
  const done = new Set<string>();
  const required = new Set(job.requiredSkills);
  for (const skill of [...job.requiredSkills, ...job.preferredSkills]) {
    if (done.has(skill)) continue;
    const group = groupOf.get(skill)?.filter((m) => !done.has(m));
    const members = group && group.length > 1 ? group : [skill];
    for (const m of members) done.add(m);
    out.push({ skill: alternativeGroup(members), required: members.some((m) => required.has(m)) });
  }
  return out;
}

function skillFindings(job: StructuredJobDescription, lines: EvidenceLine[]): SkillFinding[] {
  const shown = new Set(lines.flatMap((l) => [...l.skills]));
  return wantedSkills(job).map(({ skill, required }) => findingFor(skill, required, lines, shown));
}

function weightOf(f: SkillFinding): number {
  return (f.required ? 1 : 0.5) * (f.soft ? 0.4 : 1);
}

function titleFit(job: StructuredJobDescription, resume: StructuredResume, text: string): number {
  const wanted = new Set(roleWords(job.title).map(lemma));
  if (wanted.size === 0) return 0.5;
  // a headline under the name ('Assistant Front Office Manager') is the title a reader sees first
  const headline = text
    .split('\n')
    .slice(0, 6)
    .map((l) => l.trim())
    .find((l) => l.length <= 60 && isTitleLike(l) && !/[@|,]/.test(l));
  const candidates = [
    ...resume.workExperience
      .slice(0, 3)
      .map((e) => ({ words: roleWords(e.standardizedJobTitle).map(lemma), factor: 1 })),
    { words: roleWords(headline ?? '').map(lemma), factor: 0.9 },
    { words: roleWords(words(resume.summary).slice(0, 6).join(' ')).map(lemma), factor: 0.8 },
  ];
  return Math.max(
    0,
    ...candidates.map((c) => (c.factor * c.words.filter((w) => wanted.has(w)).length) / wanted.size),
  );
}

function seniority(
  job: StructuredJobDescription,
  resume: StructuredResume,
  presentMonth: number,
  text: string,
) {
  const ranges = resume.workExperience.map((e) => ({ start: e.startDate, end: e.endDate }));
  const years = Math.max(
    monthsCovered(ranges, presentMonth) / 12,
    statedYears(resume.summary || text.slice(0, 1500)),
  );
  const byYears = years < 1 ? 0 : years < 2 ? 1 : years < 5 ? 2 : years < 8 ? 3 : 4;
  const titleLevel = levelOf(resume.workExperience[0]?.standardizedJobTitle ?? '');
  const rank = Math.max(byYears, titleLevel ? (RANKS[titleLevel] ?? 0) : 0);
  const wanted = job.seniority ? RANKS[job.seniority] : undefined;
  const gap = wanted === undefined ? 0 : wanted - rank;
  const fit = gap <= 0 ? 1 : gap === 1 ? 0.6 : gap === 2 ? 0.25 : 0;
  return { fit, years, level: LEVEL_BY_RANK[Math.min(rank, 5)]! };
}

/** How well the resume is written for a reader skimming it against this job. */
function presentation(resume: StructuredResume, job: StructuredJobDescription, matched: string[]) {
  const bullets = resume.workExperience.flatMap((e) => bulletLines(e.description));
  const total = bullets.length;
  const quantified = bullets.filter((b) => /\d/.test(b)).length;
  const actionLed = bullets.filter((b) => opensWithStrongVerb(words(b)[0] ?? '')).length;
  const firstPerson = bullets.filter((b) => FIRST_PERSON.test(b)).length;
  const summaryWords = new Set(roleWords(resume.summary));
  const summarySkills = new Set(taxonomy.names(resume.summary));
  const targeted =
    (roleWords(job.title).some((w) => summaryWords.has(w)) ? 0.5 : 0) +
    (matched.filter((s) => summarySkills.has(s)).length >= 2 ? 0.5 : 0);
  const share = (n: number) => (total === 0 ? 0 : n / total);
  const value =
    0.35 * share(actionLed) + 0.25 * share(quantified) + 0.2 * (1 - share(firstPerson)) + 0.2 * targeted;
  return { value, bullets: { total, quantified, actionLed, firstPerson } };
}

/**
 * Scores a resume against a job from its evidence: skills (60%), responsibilities (12%), title
 * (10%), seniority (8%) and presentation (10%), the last two scaled by how relevant the resume is. Pure and deterministic; `presentMonth` only reads
 * 'Present' in date ranges, and seniority moves in coarse steps, so a score is stable over time.
 */
export function scoreMatch(
  resume: StructuredResume,
  job: StructuredJobDescription,
  presentMonth: number,
  resumeText?: string,
): MatchBreakdown {
  const text = resumeText ?? resumeToText(resume);
  const lines = evidenceLines(resume, text);
  const skills = skillFindings(job, lines);
  const totalWeight = skills.reduce((s, f) => s + weightOf(f), 0);
  const skillCoverage =
    totalWeight === 0 ? 0.5 : skills.reduce((s, f) => s + weightOf(f) * f.credit, 0) / totalWeight;
  const resumeWords = contentRoots(lines.map((l) => l.text).join('\n'));
  const responsibilityCoverage = Math.min(
    1,
    coverage(contentRoots(job.responsibilities.join('\n')), resumeWords) / 0.6,
  );
  const title = titleFit(job, resume, text);
  const level = seniority(job, resume, presentMonth, text);
  const shown = presentation(
    resume,
    job,
    skills.filter((f) => f.evidence).map((f) => f.skill),
  );
  // level and polish count in proportion to relevance: a fine resume for another job is still a poor fit
  const relevance = Math.min(1, (skillCoverage + responsibilityCoverage) / 0.6);
  const raw =
    0.6 * skillCoverage +
    0.12 * responsibilityCoverage +
    0.1 * title +
    relevance * (0.08 * level.fit + 0.1 * shown.value);
  return {
    score: Math.round(Math.min(1, Math.max(0, raw)) * 100),
    skills,
    skillCoverage,
    responsibilityCoverage,
    titleFit: title,
    seniorityFit: level.fit,
    presentation: shown.value,
    resumeYears: level.years,
    resumeLevel: level.level,
    bullets: shown.bullets,
  };
}
