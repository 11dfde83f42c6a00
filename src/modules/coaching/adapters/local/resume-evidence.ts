import { resumeToText, type StructuredResume } from '../../domain/structured-resume.ts';
import { isBullet, splitSections, stripBullet, unglueHeadings } from './document-sections.ts';
import { RESUME_HEADINGS } from './resume-headings.ts';
import { type MatchRule, type SkillMention, taxonomy } from './skill-taxonomy.ts';

export type EvidenceSource = 'experience' | 'title' | 'certification' | 'summary' | 'skills' | 'education';

/** A line of the resume that can show a skill, and how strongly a line from there shows it. */
export interface EvidenceLine {
  /** The line as the document has it (wrapped lines joined by one space), bullet marker removed. */
  text: string;
  source: EvidenceSource;
  /** 1 for a sentence about work done; a skills list only claims the skill. */
  strength: number;
  skills: Set<string>;
  mentions: SkillMention[];
  experienceIndex?: number;
}

/** The best line showing a skill, the rule that tied them and how much it counts (0-1). */
export interface SkillEvidence {
  line: EvidenceLine;
  rule: MatchRule;
  /** The words of the line that show it. */
  words: string;
  credit: number;
  /** The skill the line names when it shows a broader one ('MySQL' for Relational Databases). */
  via?: string;
}

const STRENGTH: Record<EvidenceSource, number> = {
  experience: 1,
  title: 0.9,
  certification: 0.9,
  summary: 0.85,
  skills: 0.7,
  education: 0.6,
};
/** A narrower skill or a wording shows a skill a little less surely than naming it. */
const RULE_FACTOR: Record<MatchRule, number> = {
  exact: 1,
  alias: 1,
  alternative: 1,
  concept: 0.85,
  phrase: 0.85,
};
const SECTION_SOURCE: Record<string, EvidenceSource> = {
  summary: 'summary',
  experience: 'experience',
  projects: 'experience',
  skills: 'skills',
  certifications: 'certification',
  education: 'education',
};
const MAX_LINE = 600;

/** A comma- or pipe-separated run of short items: it names skills, it does not show them. */
function isList(line: string): boolean {
  const items = line.split(/[,;|•·]/);
  return items.length >= 4 && items.every((i) => i.trim().split(/\s+/).length <= 5);
}

/**
 * Logical lines of a document: a line that starts in lower case continues the one a PDF wrapped,
 * joined with one space so the result is still a run of the whitespace-normalised text.
 */
function logicalLines(lines: string[]): string[] {
  const out: string[] = [];
  let previous = '';
  for (const raw of lines) {
    const t = raw.trim();
    if (out.length > 0 && /^[a-z(]/.test(t) && !/[.!?:]$/.test(previous) && !isBullet(raw)) {
      out[out.length - 1] = `${out[out.length - 1]} ${t}`;
    } else {
      out.push(stripBullet(t));
    }
    previous = t;
  }
  return out;
}

/** Every line of a resume's text with the skills it shows, how strongly, and from which section. */
export function evidenceLinesOfText(text: string): EvidenceLine[] {
  const out: EvidenceLine[] = [];
  const sections = splitSections(unglueHeadings(text, RESUME_HEADINGS), RESUME_HEADINGS, [
    'skills',
    'experience',
    'projects',
  ]);
  for (const section of sections) {
    const sectionSource = SECTION_SOURCE[section.kind];
    for (const line of logicalLines(section.lines)) {
      const clean = line.slice(0, MAX_LINE).trim();
      if (!clean) continue;
      const words = clean.split(/\s+/).length;
      const sentence = !isList(clean) && words >= 6;
      // a sentence about work counts as work wherever a two-column layout put it
      const work = sentence && sectionSource !== 'summary' && (sectionSource !== 'education' || words >= 10);
      const source: EvidenceSource = work
        ? 'experience'
        : (sectionSource ?? (sentence ? 'summary' : 'skills'));
      const mentions = taxonomy.evidence(clean);
      out.push({
        text: clean,
        source,
        strength: STRENGTH[source],
        skills: new Set(mentions.map((m) => m.skill.name)),
        mentions,
      });
    }
  }
  return out;
}

/** Every line of a structured resume (as the text it reads back to) with the skills it shows. */
export function evidenceLines(resume: StructuredResume, text?: string): EvidenceLine[] {
  return evidenceLinesOfText(text ?? resumeToText(resume));
}

/**
 * The strongest line showing the skill, by its name or an alias, by a narrower skill, or by a
 * phrase; ties go to the earlier (more recent) line.
 */
export function findEvidence(lines: EvidenceLine[], skill: string): SkillEvidence | undefined {
  let best: SkillEvidence | undefined;
  for (const line of lines) {
    for (const m of line.mentions) {
      const direct = m.skill.name === skill;
      if (!direct && !taxonomy.broaderThan(m.skill.name).has(skill)) continue;
      const rule: MatchRule = direct ? m.rule : 'concept';
      const credit = line.strength * RULE_FACTOR[rule];
      if (!best || credit > best.credit) {
        best = { line, rule, words: m.text, credit, ...(direct ? {} : { via: m.skill.name }) };
      }
    }
  }
  return best;
}

/** The strongest line showing the skill; kept for callers that only need the line. */
export function bestEvidence(lines: EvidenceLine[], skill: string): EvidenceLine | undefined {
  return findEvidence(lines, skill)?.line;
}
