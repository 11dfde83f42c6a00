/**
 * Words that carry no facts: the strong verbs a bullet may open with and the role nouns a title is
 * made of. The polisher draws its wording from here, and the no-invention rule uses the same lists
 * to tell wording (allowed) from facts (never added).
 */
export const ACTION_VERBS: readonly string[] = (
  'Accelerated Achieved Advised Analyzed Architected Automated Built Championed Coached Completed Contributed ' +
  'Collaborated Configured Consolidated Coordinated Created Cut Debugged Defined Delivered Deployed ' +
  'Designed Developed Diagnosed Directed Documented Drove Enabled Engineered Established Evaluated ' +
  'Expanded Facilitated Generated Guided Handled Identified Implemented Improved Increased ' +
  'Initiated Integrated Introduced Launched Led Maintained Managed Mentored Migrated Modernized ' +
  'Monitored Negotiated Optimized Organized Oversaw Owned Partnered Planned Prepared Presented ' +
  'Prioritized Produced Reduced Refactored Resolved Restructured Reviewed Scaled Secured Shipped ' +
  'Simplified Spearheaded Standardized Streamlined Strengthened Supported Supervised Tested Trained ' +
  'Transformed Troubleshot Wrote '
)
  .trim()
  .split(' ');

const VERB_SET = new Set<string>(ACTION_VERBS.map((v) => v.toLowerCase()));

const IRREGULAR_BASES: Record<string, string> = {
  built: 'build',
  led: 'lead',
  drove: 'drive',
  wrote: 'write',
  oversaw: 'oversee',
  cut: 'cut',
  troubleshot: 'troubleshoot',
};

/** 'managed' -> manage, 'planned' -> plan, 'simplified' -> simplify (a few spare guesses do no harm). */
function basesOf(past: string): string[] {
  const irregular = IRREGULAR_BASES[past];
  if (irregular) return [irregular];
  if (past.endsWith('ied')) return [`${past.slice(0, -3)}y`];
  const stem = past.slice(0, -2);
  const out = [stem, `${stem}e`];
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) out.push(stem.slice(0, -1));
  return out;
}

/** The present-tense forms a current role's bullets open with ('Manage', 'Lead'), plus 'use'. */
const BASE_SET = new Set<string>([...[...VERB_SET].flatMap(basesOf), 'use', 'used', 'uses', 'using']);

/** One of our action verbs, in the past tense or the present ('Managed', 'Manage'). */
export function isActionVerb(word: string): boolean {
  const w = word.toLowerCase();
  return VERB_SET.has(w) || BASE_SET.has(w);
}

/** Words a title is built from; a suggestion may not add one the resume does not use. */
export const ROLE_WORDS: ReadonlySet<string> = new Set(
  (
    'engineer developer programmer architect manager director lead head chief officer president vp ' +
    'analyst scientist designer consultant specialist coordinator administrator associate assistant ' +
    'intern nurse physician technician accountant auditor controller representative executive ' +
    'strategist researcher supervisor founder owner principal senior junior staff fellow partner '
  )
    .trim()
    .split(' '),
);

/** Nouns that name the person a job title is about ('Registered Nurse', 'Account Executive', 'Barista'). */
export const PERSON_NOUNS: ReadonlySet<string> = new Set([
  ...ROLE_WORDS,
  ...(
    'teacher cashier clerk barista driver operator agent advisor adviser counselor therapist pharmacist ' +
    'paralegal attorney lawyer editor writer recruiter buyer planner tester trainer instructor professor ' +
    'tutor marketer bookkeeper receptionist secretary mechanic electrician chef cook server apprentice ' +
    'sre devops cto ceo cfo coo cio ciso vp vice lpn cna rn np pa dentist hygienist medic paramedic'
  ).split(' '),
]);

/** Nouns that make a phrase a job title: a person, or a department a title names ('VP Engineering'). */
export const TITLE_NOUNS: ReadonlySet<string> = new Set([
  ...PERSON_NOUNS,
  'engineering',
  'marketing',
  'sales',
]);

/** Openers that describe presence, not action: 'Worked on', 'Helped with', 'Was responsible'. */
const WEAK_OPENERS = new Set([
  'worked',
  'helped',
  'assisted',
  'participated',
  'involved',
  'tasked',
  'used',
  'was',
  'were',
]);

/**
 * Whether a bullet opens with a strong verb: one of ours in past or present tense ('Built',
 * 'Administer') or any other past-tense verb that is not a weak opener ('Added', 'Fixed').
 */
export function opensWithStrongVerb(firstWord: string): boolean {
  const w = firstWord.toLowerCase();
  if (WEAK_OPENERS.has(w)) return false;
  return VERB_SET.has(w) || VERB_SET.has(`${w}ed`) || VERB_SET.has(`${w}d`) || /^[a-z]{3,}ed$/.test(w);
}
