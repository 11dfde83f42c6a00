import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_VERBS_FOR_TESTS, factVocabulary } from '../../../../test/support/polishing.ts';
import { ResumeFacts, type WorkExperience } from '../../coaching/index.ts';
import { experienceText, truthfulExperience, truthfulSummary } from './truthful-suggestions.ts';

/**
 * The truthfulness promise over generated resumes and a writer that lies: whatever a suggestion
 * invents (a number, a percentage, money, a multiplier, an employer, a place, a tool, a skill, a
 * title word, a degree) never reaches the person, and a suggestion that only re-words is kept as
 * written. The writer knows nothing of the rule; the checks below do not use the rule either.
 */
const RESUME_SKILLS = ['Python', 'PostgreSQL', 'Excel', 'Tableau', 'Docker', 'Salesforce'];
const FOREIGN_SKILLS = ['Kafka', 'Snowflake', 'Terraform', 'Rust', 'Kubernetes', 'Figma'];
const EMPLOYERS = ['Northwind Health', 'Acme Corp', 'Contoso Bank', 'Fabrikam Labs'];
const FOREIGN_NAMES = ['Globex', 'Initech', 'Vandelay', 'Hooli', 'Boston', 'Zurich', 'June', 'Deloitte'];
const FOREIGN_WORDS = ['senior', 'director', 'MBA', 'PhD', 'certified', 'EC2', 'Q3'];

/** Verbs that are wording only ('Supervised' would claim the skill of supervision). */
const PLAIN_VERBS = ACTION_VERBS_FOR_TESTS.filter(
  (v) => factVocabulary.skillsIn(`${v} billing reports`).length === 0,
);
const verb = fc.constantFrom(...PLAIN_VERBS);
const object = fc.constantFrom('billing reports', 'patient intake', 'the sales pipeline', 'vendor contracts');
/** Numbers of the resume stay below 1000 (and years 2005-2024); invented ones are 7000 and up. */
const quantity = fc.oneof(
  fc.integer({ min: 2, max: 500 }).map((n) => ` for ${n} clients`),
  fc.integer({ min: 1, max: 99 }).map((n) => ` by ${n}%`),
  fc.integer({ min: 1, max: 9 }).map((n) => ` saving $${n}.5M`),
  fc.constant(''),
);
const bullet = fc
  .tuple(verb, object, fc.option(fc.constantFrom(...RESUME_SKILLS), { nil: undefined }), quantity)
  .map(([v, o, s, q]) => `${v} ${o}${s ? ` with ${s}` : ''}${q}`);
const experience: fc.Arbitrary<WorkExperience> = fc.record({
  standardizedJobTitle: fc.constantFrom('Data Analyst', 'Support Engineer', 'Account Executive', 'Nurse'),
  company: fc.constantFrom(...EMPLOYERS),
  location: fc.option(fc.constantFrom('Austin, TX', 'Remote'), { nil: null }),
  startDate: fc.integer({ min: 2005, max: 2020 }).map((y) => `Mar ${y}`),
  endDate: fc.constantFrom('Present', 'Dec 2024'),
  description: fc.array(bullet, { minLength: 1, maxLength: 5 }).map((b) => b.map((x) => `- ${x}`).join('\n')),
});

/** One lie the writer may tell, and the text that gives it away. */
const lie = fc.oneof(
  fc.integer({ min: 7000, max: 9999 }).map((n) => ({ text: ` for ${n} clients`, tell: String(n) })),
  fc.integer({ min: 7000, max: 9999 }).map((n) => ({ text: ` by ${n}%`, tell: String(n) })),
  // not a whole multiple of ten thousand dollars: '$8500K' is the '$8.5M' a resume may really state
  fc
    .integer({ min: 7000, max: 9999 })
    .filter((n) => n % 10 !== 0)
    .map((n) => ({ text: ` worth $${n}K`, tell: String(n) })),
  fc.constant({ text: ' and doubled revenue', tell: 'doubled' }),
  fc.constantFrom(...FOREIGN_SKILLS).map((s) => ({ text: ` using ${s}`, tell: s })),
  fc.constantFrom(...FOREIGN_NAMES).map((n) => ({ text: ` at ${n}`, tell: n })),
  fc.constantFrom(...FOREIGN_WORDS).map((w) => ({ text: ` as a ${w} lead`, tell: w })),
);

type Move =
  | { kind: 'keep' }
  | { kind: 'reword'; verb: string }
  | { kind: 'lie'; lie: { text: string; tell: string } };
const move: fc.Arbitrary<Move> = fc.oneof(
  fc.constant<Move>({ kind: 'keep' }),
  verb.map((v): Move => ({ kind: 'reword', verb: v })),
  lie.map((l): Move => ({ kind: 'lie', lie: l })),
);

/** A writer working line by line: keeps, re-words (a new opening verb) or adds a lie to each. */
function write(original: string, moves: Move[], extra: { text: string; tell: string }[]) {
  const lines = original.split('\n').map((l) => l.replace(/^- /, ''));
  const tells: string[] = [];
  const out = lines.map((line, i) => {
    const m = moves[i % moves.length]!;
    if (m.kind === 'keep') return line;
    if (m.kind === 'reword') return `${m.verb}${line.slice(line.indexOf(' '))}`;
    tells.push(m.lie.tell);
    return `${line}${m.lie.text}`;
  });
  for (const e of extra) {
    out.push(`Delivered results${e.text}`);
    tells.push(e.tell);
  }
  return { suggested: out.map((l) => `- ${l}`).join('\n'), tells };
}

const digitRuns = (text: string) => text.match(/\d+/g) ?? [];
const mentions = (text: string, tell: string) =>
  new RegExp(`(?<![A-Za-z0-9])${tell.replace(/[$.]/g, '\\$&')}(?![A-Za-z0-9])`, 'i').test(text);

function assertHonest(suggested: string, reasoning: string, source: string, tells: string[]) {
  for (const tell of tells) {
    if (mentions(source, tell)) continue;
    expect(mentions(suggested, tell), `"${tell}" reached the suggestion: ${suggested}`).toBe(false);
    expect(mentions(reasoning, tell), `"${tell}" reached the reasoning: ${reasoning}`).toBe(false);
  }
  const known = new Set(digitRuns(source));
  for (const n of digitRuns(suggested)) expect(known.has(n), `number ${n} in ${suggested}`).toBe(true);
  const skills = new Set(factVocabulary.skillsIn(source));
  for (const s of factVocabulary.skillsIn(suggested)) expect(skills.has(s), `skill ${s}`).toBe(true);
}

describe('no suggestion invents a fact', () => {
  it('an experience keeps to its own role, whatever the writer adds', () => {
    fc.assert(
      fc.property(
        fc.array(experience, { minLength: 1, maxLength: 3 }),
        fc.array(move, { minLength: 1, maxLength: 5 }),
        fc.array(lie, { maxLength: 2 }),
        fc.nat(),
        (roles, moves, extra, pick) => {
          const index = pick % roles.length;
          const role = roles[index]!;
          const resumeText = roles.map(experienceText).join('\n\n');
          const resume = ResumeFacts.of(resumeText, factVocabulary);
          const facts = ResumeFacts.of(experienceText(role), factVocabulary).confirmedBy(resume);
          const { suggested, tells } = write(role.description, moves, extra);
          const s = truthfulExperience(
            role,
            index,
            { suggested, reasoning: `Adds ${tells.join(', ') || 'nothing'}.` },
            { facts, reasoningFacts: resume },
          );
          assertHonest(s.suggested, s.reasoning, experienceText(role), tells);
          expect(s).toMatchObject({
            original: role.description,
            index,
            jobTitle: role.standardizedJobTitle,
            company: role.company,
            location: role.location,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a summary keeps to the resume', () => {
    fc.assert(
      fc.property(
        fc.array(experience, { minLength: 1, maxLength: 3 }),
        fc.array(move, { minLength: 1, maxLength: 4 }),
        fc.array(lie, { maxLength: 2 }),
        (roles, moves, extra) => {
          const summary = roles[0]!.description.split('\n').slice(0, 2).join('\n');
          const resumeText = [summary, ...roles.map(experienceText)].join('\n\n');
          const resume = ResumeFacts.of(resumeText, factVocabulary);
          const { suggested, tells } = write(summary, moves, extra);
          const s = truthfulSummary(
            summary,
            { suggested, reasoning: 'r' },
            { facts: resume, reasoningFacts: resume },
          );
          assertHonest(s.suggested, s.reasoning, resumeText, tells);
          expect(s.original).toBe(summary);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a suggestion that only re-words and re-orders is kept as written', () => {
    fc.assert(
      fc.property(experience, fc.array(verb, { minLength: 1, maxLength: 5 }), (role, verbs) => {
        const moves = verbs.map((v): Move => ({ kind: 'reword', verb: v }));
        const { suggested } = write(role.description, moves, []);
        const reordered = suggested.split('\n').reverse().join('\n');
        // a rewrite that changes nothing but spacing and punctuation is not offered at all
        const wording = (text: string) =>
          text
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, ' ')
            .trim();
        fc.pre(wording(reordered) !== wording(role.description));
        const facts = ResumeFacts.of(experienceText(role), factVocabulary);
        const s = truthfulExperience(
          role,
          0,
          { suggested: reordered, reasoning: 'Stronger verbs.' },
          {
            facts,
            reasoningFacts: facts,
          },
        );
        expect(s.suggested).toBe(reordered);
        expect(s.reasoning).toBe('Stronger verbs.');
      }),
      { numRuns: 200 },
    );
  });
});
