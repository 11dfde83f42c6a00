import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { StructuredResume } from '../../domain/structured-resume.ts';
import { taxonomy } from './skill-taxonomy.ts';

export const PROFESSIONS = [
  'software',
  'data',
  'product',
  'design',
  'marketing',
  'sales',
  'finance',
  'operations',
  'healthcare',
  'education',
  'hospitality',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

/** Words of a job title that name the profession; two-word keys are checked before single words. */
const TITLE_WORDS: Record<string, Profession> = {
  engineer: 'software',
  developer: 'software',
  programmer: 'software',
  devops: 'software',
  sre: 'software',
  'software engineer': 'software',
  analyst: 'data',
  'data analyst': 'data',
  'data scientist': 'data',
  'data engineer': 'data',
  scientist: 'data',
  analytics: 'data',
  'product manager': 'product',
  'product owner': 'product',
  'product lead': 'product',
  designer: 'design',
  ux: 'design',
  'product designer': 'design',
  marketing: 'marketing',
  marketer: 'marketing',
  seo: 'marketing',
  content: 'marketing',
  brand: 'marketing',
  growth: 'marketing',
  sales: 'sales',
  'account executive': 'sales',
  'account manager': 'sales',
  'business development': 'sales',
  sdr: 'sales',
  bdr: 'sales',
  accountant: 'finance',
  finance: 'finance',
  financial: 'finance',
  'financial analyst': 'finance',
  controller: 'finance',
  auditor: 'finance',
  bookkeeper: 'finance',
  'fp&a': 'finance',
  operations: 'operations',
  'supply chain': 'operations',
  logistics: 'operations',
  procurement: 'operations',
  warehouse: 'operations',
  'project manager': 'operations',
  'program manager': 'operations',
  buyer: 'operations',
  planner: 'operations',
  nurse: 'healthcare',
  rn: 'healthcare',
  clinical: 'healthcare',
  medical: 'healthcare',
  physician: 'healthcare',
  therapist: 'healthcare',
  pharmacist: 'healthcare',
  caregiver: 'healthcare',
  paramedic: 'healthcare',
  teacher: 'education',
  teaching: 'education',
  tutor: 'education',
  instructor: 'education',
  educator: 'education',
  lecturer: 'education',
  professor: 'education',
  school: 'education',
  hotel: 'hospitality',
  'front office': 'hospitality',
  'front desk': 'hospitality',
  guest: 'hospitality',
  restaurant: 'hospitality',
  chef: 'hospitality',
  hospitality: 'hospitality',
  concierge: 'hospitality',
  housekeeping: 'hospitality',
  barista: 'hospitality',
};

/** Skill categories that point to a profession when the title does not say. */
const CATEGORY: Record<string, Profession> = {
  'Frontend Development': 'software',
  'Backend Development': 'software',
  'Mobile Development': 'software',
  'Cloud & DevOps': 'software',
  'Messaging & Streaming': 'software',
  'Testing & QA': 'software',
  'Data & Analytics': 'data',
  'Machine Learning & AI': 'data',
  'Product Management': 'product',
  Design: 'design',
  'Sales & Marketing': 'sales',
  'Finance & Accounting': 'finance',
  'Operations & Project Management': 'operations',
  Healthcare: 'healthcare',
};

function fromTitle(title: string): Profession[] {
  const words = title
    .slice(0, 120)
    .toLowerCase()
    .split(/[^a-z&]+/);
  const found: Profession[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const pair = TITLE_WORDS[`${words[i]} ${words[i + 1] ?? ''}`];
    const single = TITLE_WORDS[words[i] ?? ''];
    if (pair) {
      found.push(pair);
      i += 1;
    } else if (single) found.push(single);
  }
  return found;
}

/**
 * The professions a session is about: what the job title names, else what most of the job's
 * skills belong to, else the candidate's latest title. Banks of general questions are picked by it,
 * so a nurse is asked about patients and a teacher about pupils, not about deployments.
 */
export function professionsOf(
  job: StructuredJobDescription,
  resume: StructuredResume,
  wantedSkills: string[],
): Set<Profession> {
  const out = new Set(fromTitle(job.title));
  const counts = new Map<Profession, number>();
  for (const s of wantedSkills) {
    const p = CATEGORY[taxonomy.lookup(s)?.category ?? ''];
    if (p) counts.set(p, (counts.get(p) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  if (out.size === 0 && ranked[0]) out.add(ranked[0][0]);
  // a software job with several data skills is also a data job, and the other way round
  if (out.has('software') && (counts.get('data') ?? 0) >= 3) out.add('data');
  if (out.size === 0)
    for (const p of fromTitle(resume.workExperience[0]?.standardizedJobTitle ?? '')) out.add(p);
  return out;
}
