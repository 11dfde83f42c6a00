import type { StructuredResume } from '../../domain/structured-resume.ts';
import { bulletLines, sentences, words } from '../../domain/text.ts';
import { roleWords } from './job-titles.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { listing } from './text-tools.ts';

const FILLER = /\b(successfully|very|really|basically|actually|highly)\s+/gi;
/** A summary speaks about the person without 'I': 'I am a nurse' -> 'Nurse'. */
const PRONOUN_OPENERS = /^(?:i\s+am\s+(?:an?\s+)?|i['’]m\s+(?:an?\s+)?|i\s+have\s+|i['’]ve\s+)/i;
const WORDY: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\butili[sz]ed\b/gi, 'used'],
  [/\butili[sz]ing\b/gi, 'using'],
  [/\bon a regular basis\b/gi, 'regularly'],
  [/\bdue to the fact that\b/gi, 'because'],
];

function tidy(sentence: string): string {
  let out = sentence.replace(FILLER, '');
  for (const [pattern, plain] of WORDY) out = out.replace(pattern, plain);
  out = out.replace(PRONOUN_OPENERS, '').replace(/\s+/g, ' ').trim();
  return out.charAt(0).toUpperCase() + out.slice(1);
}

/**
 * A summary rebuilt from the resume's own facts: it opens with the candidate's own most recent
 * title when the summary does not name a role, keeps the original sentences (tidied), and closes
 * with the job's skills a sentence of the resume shows (its summary or a role's line, never a bare
 * list of skills), each with that sentence as its evidence. Nothing comes from the job that the
 * resume does not contain.
 */
export function composeSummary(
  resume: StructuredResume,
  jobSkills: string[],
): { text: string; added: string[]; evidence: string[]; led: boolean; tightened: boolean } {
  const original = resume.summary.trim();
  const originalParts = sentences(original);
  const parts = originalParts.map(tidy);
  const tightened = parts.some(
    (p, i) => p !== originalParts[i]!.replace(FILLER, '').replace(/\s+/g, ' ').trim(),
  );
  const recent = resume.workExperience.find((e) => e.standardizedJobTitle);
  const companies = [...new Set(resume.workExperience.map((e) => e.company).filter(Boolean))].slice(0, 2);
  const namesRole = roleWords(words(original).slice(0, 8).join(' ')).some((w) =>
    resume.workExperience.some((e) => roleWords(e.standardizedJobTitle).includes(w)),
  );
  let led = false;
  if (recent && !namesRole) {
    const at = companies.length > 0 ? ` with experience at ${listing(companies)}` : '';
    parts.unshift(`${recent.standardizedJobTitle}${at}.`);
    led = true;
  }
  const mentioned = new Set(taxonomy.names(parts.join(' ')));
  const shown = [...originalParts, ...resume.workExperience.flatMap((e) => bulletLines(e.description))];
  // each skill in the resume's own words ('sales pipeline'), so the summary claims nothing new,
  // and the first sentence that shows it
  const wording = new Map<string, string>();
  const shownBy = new Map<string, string>();
  for (const line of shown)
    for (const m of taxonomy.mentions(line)) {
      const own = m.text.toLowerCase() === m.skill.name.toLowerCase() ? m.skill.name : m.text;
      if (!wording.has(m.skill.name) || own === m.skill.name) wording.set(m.skill.name, own);
      if (!shownBy.has(m.skill.name)) shownBy.set(m.skill.name, line);
    }
  const added = jobSkills
    .filter((s) => wording.has(s) && !mentioned.has(s) && !taxonomy.lookup(s)?.soft)
    .slice(0, 5);
  if (added.length > 0) parts.push(`Skilled in ${listing(added.map((s) => wording.get(s)!))}.`);
  const text = parts.map((p) => (/[.!?]$/.test(p) ? p : `${p}.`)).join(' ');
  return { text, added, evidence: added.map((s) => shownBy.get(s)!), led, tightened };
}
