import type { StructuredResume } from '../../domain/structured-resume.ts';
import { bulletLines } from '../../domain/text.ts';
import { taxonomy } from './skill-taxonomy.ts';

export type EvidenceSource = 'experience' | 'title' | 'certification' | 'summary' | 'skills' | 'education';

/** A line of the resume that can show a skill, and how strongly a line from there shows it. */
export interface EvidenceLine {
  text: string;
  source: EvidenceSource;
  /** 1 for a bullet about work done; a skills list only claims the skill. */
  strength: number;
  skills: Set<string>;
  experienceIndex?: number;
}

const STRENGTH: Record<EvidenceSource, number> = {
  experience: 1,
  title: 0.9,
  certification: 0.9,
  summary: 0.8,
  skills: 0.7,
  education: 0.6,
};

/** Every line of a structured resume with the skills it mentions. */
export function evidenceLines(resume: StructuredResume): EvidenceLine[] {
  const out: EvidenceLine[] = [];
  const add = (text: string, source: EvidenceSource, experienceIndex?: number) => {
    const clean = text.trim();
    if (!clean) return;
    out.push({
      text: clean,
      source,
      strength: STRENGTH[source],
      skills: new Set(taxonomy.names(clean)),
      ...(experienceIndex === undefined ? {} : { experienceIndex }),
    });
  };
  resume.workExperience.forEach((e, i) => {
    add([e.standardizedJobTitle, e.company].filter(Boolean).join(', '), 'title', i);
    for (const line of bulletLines(e.description)) add(line, 'experience', i);
  });
  for (const sentence of resume.summary.split(/(?<=[.!?])\s+/)) add(sentence, 'summary');
  for (const c of resume.certifications) add(c, 'certification');
  for (const [category, list] of Object.entries(resume.skills.categorized)) {
    if (list.length > 0) add(`${category}: ${list.join(', ')}`, 'skills');
  }
  if (resume.skills.softSkills.length > 0)
    add(`Soft skills: ${resume.skills.softSkills.join(', ')}`, 'skills');
  for (const e of resume.education)
    add([e.degree, e.major, e.university].filter(Boolean).join(', '), 'education');
  return out;
}

/** The strongest line showing the skill; ties go to the earlier (more recent) line. */
export function bestEvidence(lines: EvidenceLine[], skill: string): EvidenceLine | undefined {
  let best: EvidenceLine | undefined;
  for (const line of lines) {
    if (line.skills.has(skill) && (!best || line.strength > best.strength)) best = line;
  }
  return best;
}
