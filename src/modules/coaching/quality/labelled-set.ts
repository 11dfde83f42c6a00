import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InterviewType } from '../domain/interview.ts';

/** The labelled quality set in `fixtures/`: answers by tier and resume/job pairs by expected fit. */
export const TIERS = ['off-topic', 'weak', 'adequate', 'strong'] as const;
export type Tier = (typeof TIERS)[number];

export interface LabelledAnswer {
  id: string;
  type: InterviewType;
  job: string;
  question: string;
  tier: Tier;
  answer: string;
}

export interface MatchGroup {
  job: string;
  bestFirst: string[];
}

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

export function fixtureText(kind: 'resumes' | 'jobs', name: string): string {
  return readFileSync(path.join(FIXTURES, kind, `${name}.txt`), 'utf8');
}

export function labelledAnswers(): LabelledAnswer[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, 'labelled-answers.json'), 'utf8')).answers;
}

export function matchGroups(): MatchGroup[] {
  return JSON.parse(readFileSync(path.join(FIXTURES, 'match-pairs.json'), 'utf8')).groups;
}

/**
 * Share of answer pairs from different tiers that the scores put in the labelled order (a tie
 * counts as a miss), with the pairs that were out of order, for the report of a failing run.
 */
export function pairwiseAgreement(scored: { id: string; tier: Tier; score: number }[]) {
  let agreed = 0;
  let total = 0;
  const misses: string[] = [];
  for (const better of scored) {
    for (const worse of scored) {
      if (TIERS.indexOf(better.tier) <= TIERS.indexOf(worse.tier)) continue;
      total += 1;
      if (better.score > worse.score) agreed += 1;
      else misses.push(`${better.id} (${better.score}) <= ${worse.id} (${worse.score})`);
    }
  }
  return { agreement: total === 0 ? 1 : agreed / total, total, misses };
}

/**
 * The professions set in `fixtures/professions/`: resumes and jobs from many professions with the
 * expected fit between them, and answers by tier to questions from those jobs.
 */
export interface ProfessionResume {
  name: string;
  profession: string;
  seniority: string;
  /** Also rendered as a two-column PDF in tests, to check the text survives extraction. */
  twoColumn?: boolean;
}

export interface ProfessionJob {
  name: string;
  /** The resume written for this job: it must rank first among all resumes. */
  resume: string;
  /** Plausible candidates from a neighbouring role: below the own resume, above unrelated ones. */
  adjacent: string[];
  /** Neither candidates nor strangers (e.g. a designer for a front-end job): in no mean. */
  sameField: string[];
}

export interface ProfessionManifest {
  resumes: ProfessionResume[];
  jobs: ProfessionJob[];
  groups: MatchGroup[];
}

/** Everything a quality report reads, so a test can hand it a small set of its own. */
export interface QualitySet {
  manifest: ProfessionManifest;
  resumeTexts: Record<string, string>;
  jobTexts: Record<string, string>;
  answers: LabelledAnswer[];
}

const PROFESSIONS = path.join(FIXTURES, 'professions');

export function professionText(kind: 'resumes' | 'jobs', name: string): string {
  return readFileSync(path.join(PROFESSIONS, kind, `${name}.txt`), 'utf8');
}

/** A job's text from the professions set or the older job fixtures, whichever has it. */
export function anyJobText(name: string): string {
  for (const dir of [path.join(PROFESSIONS, 'jobs'), path.join(FIXTURES, 'jobs')]) {
    const file = path.join(dir, `${name}.txt`);
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  throw new Error(`no job fixture "${name}"`);
}

/**
 * A set of labelled answers from a file of the unseen fixture's shape (`{ answers: [...] }`), with
 * the texts of the fixture jobs they name and no matching: to measure the answer targets on
 * answers written apart from the repository, before and after a change.
 */
export function answerSet(file: string): QualitySet {
  const answers: LabelledAnswer[] = JSON.parse(readFileSync(file, 'utf8')).answers;
  if (!Array.isArray(answers)) throw new Error(`${file}: expected { "answers": [...] }`);
  const jobs = [...new Set(answers.map((a) => a.job))];
  return {
    manifest: { resumes: [], jobs: [], groups: [] },
    resumeTexts: {},
    jobTexts: Object.fromEntries(jobs.map((name) => [name, anyJobText(name)])),
    answers,
  };
}

export function professionSet(): QualitySet {
  const manifest: ProfessionManifest = JSON.parse(
    readFileSync(path.join(PROFESSIONS, 'manifest.json'), 'utf8'),
  );
  const answers: LabelledAnswer[] = JSON.parse(
    readFileSync(path.join(PROFESSIONS, 'labelled-answers.json'), 'utf8'),
  ).answers;
  const texts = (kind: 'resumes' | 'jobs', names: string[]) =>
    Object.fromEntries(names.map((name) => [name, professionText(kind, name)]));
  return {
    manifest,
    resumeTexts: texts(
      'resumes',
      manifest.resumes.map((r) => r.name),
    ),
    jobTexts: texts(
      'jobs',
      manifest.jobs.map((j) => j.name),
    ),
    answers,
  };
}
