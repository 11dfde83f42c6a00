import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import type { MatchBreakdown, SkillFinding } from './match-scorer.ts';
import { excerpt, listing, truncate } from './text-tools.ts';

/** A quote in the narrative: the sentence that shows the skills, cut at words when longer. */
const QUOTE_LENGTH = 160;

function verdict(score: number): string {
  if (score >= 80) return 'Strong match';
  if (score >= 65) return 'Good match';
  if (score >= 45) return 'Partial match';
  return 'Low match';
}

function requiredGapCount(missing: SkillFinding[]): string {
  const n = missing.filter((f) => f.required).length;
  return n === 1 ? '1 required skill is' : `${n} required skills are`;
}

function gapLine(f: SkillFinding, jobLine: string | undefined): string {
  const need = f.required ? 'required' : 'nice to have';
  const asked = jobLine ? ` The job asks: "${truncate(jobLine, 110)}".` : '';
  const closest = f.closest ? ` Closest on your resume: ${f.closest}.` : ' Not found on your resume.';
  return `- **${f.skill}** (${need}).${closest}${asked}`;
}

/** The 'Quick Analysis' markdown: verdict, strengths with quotes, gaps, level, and next steps. */
export function matchNarrative(
  job: StructuredJobDescription,
  m: MatchBreakdown,
  jobLineFor: (skill: string) => string | undefined,
): string {
  const matched = m.skills.filter((f) => f.evidence);
  const missing = m.skills.filter((f) => !f.evidence);
  const hardMatched = matched.filter((f) => !f.soft);
  const out: string[] = [];
  const role = job.title || 'this role';
  out.push(`**Match score: ${m.score}/100 (${verdict(m.score)})** for ${role}.`);
  out.push(
    '',
    `You show ${matched.length} of the ${m.skills.length} skills the job names` +
      (missing.filter((f) => f.required).length > 0
        ? `; ${requiredGapCount(missing)} not on your resume yet.`
        : ', including every required one.'),
  );
  if (matched.length > 0) {
    out.push('', '### Where you match');
    // skills shown by the same sentence are quoted once, together
    const bySentence = new Map<string, SkillFinding[]>();
    for (const f of [...hardMatched, ...matched.filter((x) => x.soft)]) {
      const line = f.evidence!.text;
      const quote = excerpt(line, QUOTE_LENGTH, f.shownBy ? Math.max(0, line.indexOf(f.shownBy)) : 0);
      bySentence.set(quote, [...(bySentence.get(quote) ?? []), f]);
    }
    for (const [quote, findings] of [...bySentence.entries()].slice(0, 8)) {
      const where = findings[0]!.evidence!.source === 'skills' ? ' (listed in your skills only)' : '';
      // a quote cut out of a long sentence says so
      const shown = /^[a-z]/.test(quote) ? `…${quote}` : quote;
      out.push(`- **${listing(findings.map((f) => f.skill))}**${where}: "${shown}"`);
    }
  }
  if (missing.length > 0) {
    out.push('', '### Gaps to address');
    const ordered = [...missing].sort(
      (a, b) => Number(b.required) - Number(a.required) || Number(a.soft) - Number(b.soft),
    );
    for (const f of ordered.slice(0, 8)) out.push(gapLine(f, jobLineFor(f.skill)));
  }
  out.push('', '### Experience and level');
  const years = Math.floor(m.resumeYears);
  const level = job.seniority ? `The role is ${job.seniority} level; ` : '';
  out.push(
    `- ${level}your dates show about ${years} year${years === 1 ? '' : 's'} of experience (${m.resumeLevel} level)` +
      (m.seniorityFit >= 1
        ? ', which fits.'
        : m.seniorityFit > 0
          ? ', a step below what it asks.'
          : ', well below what it asks.'),
  );
  if (m.titleFit < 0.5)
    out.push(`- None of your recent titles reads like "${role}"; your summary should bridge that.`);
  out.push('', '### How to raise your score');
  const steps: string[] = [];
  const requiredGaps = missing.filter((f) => f.required && !f.soft).map((f) => f.skill);
  if (requiredGaps.length > 0) {
    steps.push(
      `If you have used ${listing(requiredGaps.slice(0, 3))}, add a bullet to your most relevant role showing what you did with it and the result. If not, say how your closest experience transfers.`,
    );
  }
  const listedOnly = hardMatched.filter((f) => f.evidence!.source === 'skills').map((f) => f.skill);
  if (listedOnly.length > 0) {
    const them =
      listedOnly.length === 1
        ? 'appears only in your skills list; show it'
        : 'appear only in your skills list; show them';
    steps.push(`${listing(listedOnly.slice(0, 3))} ${them} in a bullet about real work.`);
  }
  const b = m.bullets;
  if (b.total > 0 && b.quantified / b.total < 0.5) {
    steps.push(
      `Only ${b.quantified} of your ${b.total} bullets ${b.quantified === 1 ? 'includes' : 'include'} a number; add the scale or outcome where you know it.`,
    );
  }
  if (b.total > 0 && b.actionLed / b.total < 0.6)
    steps.push('Start each bullet with a strong verb (Led, Built, Reduced) instead of a duty.');
  if (m.responsibilityCoverage < 0.5)
    steps.push(`Use the job's own words for the work it describes, where they are true for you.`);
  if (steps.length === 0)
    steps.push(
      'Your resume already covers this job well; tailor your summary to its first two requirements.',
    );
  for (const [i, s] of steps.entries()) out.push(`${i + 1}. ${s}`);
  return out.join('\n');
}
