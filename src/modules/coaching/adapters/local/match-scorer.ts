import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { StructuredResume } from '../../domain/structured-resume.ts';
import { opensWithStrongVerb } from '../../domain/resume-vocabulary.ts';
import { bulletLines, words } from '../../domain/text.ts';
import { monthsCovered } from './date-ranges.ts';
import { levelOf, roleWords } from './job-titles.ts';
import { bestEvidence, type EvidenceLine, evidenceLines } from './resume-evidence.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { coverage, keywords } from './text-tools.ts';

export interface SkillFinding {
  skill: string;
  required: boolean;
  soft: boolean;
  evidence?: EvidenceLine;
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

function skillFindings(job: StructuredJobDescription, lines: EvidenceLine[]): SkillFinding[] {
  const shown = new Set(lines.flatMap((l) => [...l.skills]));
  const wanted = [
    ...job.requiredSkills.map((skill) => ({ skill, required: true })),
    ...job.preferredSkills.map((skill) => ({ skill, required: false })),
  ];
  return wanted.map(({ skill, required }) => {
    const definition = taxonomy.lookup(skill);
    const soft = definition?.soft ?? false;
    const evidence = bestEvidence(lines, definition?.name ?? skill);
    if (evidence) return { skill, required, soft, evidence, credit: evidence.strength };
    const family = definition && NARROW.has(definition.category) ? definition.category : null;
    const closest = family
      ? [...shown].find((s) => s !== definition?.name && taxonomy.lookup(s)?.category === family)
      : undefined;
    return { skill, required, soft, credit: closest ? 0.3 : 0, ...(closest ? { closest } : {}) };
  });
}

function weightOf(f: SkillFinding): number {
  return (f.required ? 1 : 0.5) * (f.soft ? 0.4 : 1);
}

function titleFit(job: StructuredJobDescription, resume: StructuredResume): number {
  const wanted = new Set(roleWords(job.title));
  if (wanted.size === 0) return 0.5;
  const candidates = [
    ...resume.workExperience
      .slice(0, 3)
      .map((e) => ({ words: roleWords(e.standardizedJobTitle), factor: 1 })),
    { words: roleWords(words(resume.summary).slice(0, 6).join(' ')), factor: 0.8 },
  ];
  return Math.max(
    0,
    ...candidates.map((c) => (c.factor * c.words.filter((w) => wanted.has(w)).length) / wanted.size),
  );
}

function seniority(job: StructuredJobDescription, resume: StructuredResume, presentMonth: number) {
  const ranges = resume.workExperience.map((e) => ({ start: e.startDate, end: e.endDate }));
  const years = monthsCovered(ranges, presentMonth) / 12;
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
): MatchBreakdown {
  const lines = evidenceLines(resume);
  const skills = skillFindings(job, lines);
  const totalWeight = skills.reduce((s, f) => s + weightOf(f), 0);
  const skillCoverage =
    totalWeight === 0 ? 0.5 : skills.reduce((s, f) => s + weightOf(f) * f.credit, 0) / totalWeight;
  const resumeWords = keywords(
    [resume.summary, ...resume.workExperience.map((e) => `${e.standardizedJobTitle} ${e.description}`)].join(
      ' ',
    ),
  );
  const responsibilityCoverage = Math.min(
    1,
    coverage(keywords(job.responsibilities.join(' ')), resumeWords) / 0.6,
  );
  const title = titleFit(job, resume);
  const level = seniority(job, resume, presentMonth);
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
