import fc from 'fast-check';
import { aResume } from '../../../../../test/support/resumes.ts';
import { describe, expect, it } from 'vitest';
import { findInventedFacts } from '../../domain/resume-facts.ts';
import type { StructuredJobDescription } from '../../domain/structured-job.ts';
import { resumeToText, type StructuredResume, type WorkExperience } from '../../domain/structured-resume.ts';
import { isCurrentRole, rewriteDescription } from './bullet-rewriter.ts';
import { LocalFactVocabulary } from './local-fact-vocabulary.ts';
import { LocalMatchAnalyzer } from './local-match-analyzer.ts';
import { LocalResumePolisher } from './local-resume-polisher.ts';
import { taxonomy } from './skill-taxonomy.ts';
import { composeSummary } from './summary-composer.ts';

/**
 * The polisher's promise, checked over many generated resumes: no suggestion adds an employer,
 * title, date, number, tool or skill the original does not contain. The rewrite functions are
 * checked directly (not only the adapter, whose guard would hide a faulty rewrite).
 */
const hardSkills = taxonomy.skills.filter((s) => !s.soft).map((s) => s.name);
const skill = fc.constantFrom(...hardSkills);
/** Parts joined by single spaces, as a person would type them. */
const words = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').replace(/\s\./g, '.').trim();
const companyWord = fc.constantFrom(
  'Acme',
  'Globex',
  'Initech',
  'Northwind',
  'Umbrella',
  'Stark',
  'Wayne',
  'Hooli',
  'Vandelay',
  'Pied',
);
const company = fc
  .tuple(companyWord, fc.constantFrom('Corp', 'Labs', 'Health', 'Bank', 'Group', 'Systems'))
  .map((p) => p.join(' '));
const title = fc
  .tuple(
    fc.constantFrom('', 'Senior ', 'Junior ', 'Lead '),
    fc.constantFrom('Software', 'Data', 'Sales', 'Nursing', 'Marketing', 'Product'),
    fc.constantFrom('Engineer', 'Analyst', 'Manager', 'Specialist', 'Coordinator'),
  )
  .map(words);
const month = fc.constantFrom('Jan', 'Mar', 'Jun', 'Sep', 'Nov');
const date = fc.tuple(month, fc.integer({ min: 2005, max: 2024 })).map(([m, y]) => `${m} ${y}`);
const opener = fc.constantFrom(
  '',
  'Was able to ',
  'Participated in ',
  'Responsible for managing ',
  'Assisted with ',
  'Responsible for ',
  'Worked on ',
  'I ',
  'We ',
  'Was involved in ',
  'Duties included ',
  'Helped ',
  'Successfully ',
  'Tasked with ',
  'Worked with ',
);
const verb = fc.constantFrom(
  'manage the',
  'leading',
  'utilized',
  'built',
  'managed',
  'improved',
  'reduced costs of',
  'designed',
  'supported',
  'analyzed',
  'led',
  'maintained',
);
const object = fc.constantFrom(
  'the billing platform',
  'patient intake',
  'quarterly reports',
  'the sales pipeline',
  'onboarding',
  'vendor contracts',
);
const number = fc.oneof(
  fc.integer({ min: 2, max: 500 }).map((n) => ` for ${n} clients`),
  fc.integer({ min: 1, max: 99 }).map((n) => ` by ${n}%`),
  fc.integer({ min: 1, max: 9 }).map((n) => ` saving $${n}.${n}M`),
  fc.constant(''),
);
const bullet = fc
  .tuple(
    opener,
    verb,
    object,
    fc.option(
      fc.tuple(fc.constantFrom(' using ', ' with ', ' in '), skill).map((p) => p.join('')),
      { nil: '' },
    ),
    number,
    fc.constantFrom('', '.', ' successfully', ' very effectively'),
  )
  .map(words);
const description = fc.oneof(
  fc.array(bullet, { minLength: 1, maxLength: 6 }).map((b) => b.map((x) => `- ${x}`).join('\n')),
  fc
    .array(bullet, { minLength: 1, maxLength: 4 })
    .map((b) => b.map((x) => `${x.replace(/\.$/, '')}.`).join(' ')),
  fc.string({ maxLength: 120 }),
);
const experience: fc.Arbitrary<WorkExperience> = fc.record({
  standardizedJobTitle: title,
  company,
  location: fc.option(fc.constantFrom('Austin, TX', 'Remote', 'London, UK'), { nil: null }),
  startDate: fc.option(date, { nil: null }),
  endDate: fc.option(fc.oneof(date, fc.constant('Present')), { nil: null }),
  description,
});
const resume: fc.Arbitrary<StructuredResume> = fc.record({
  contactInfo: fc.record({
    name: fc.option(fc.constantFrom('Ada Lovelace', 'Grace Hopper', 'Alan Turing'), { nil: null }),
    email: fc.constant(null),
    phone: fc.constant(null),
    linkedin: fc.constant(null),
    website: fc.constant(null),
    location: fc.constant(null),
  }),
  summary: fc.oneof(
    fc.constant(''),
    fc.array(bullet, { maxLength: 3 }).map((b) => b.join('. ')),
  ),
  skills: fc.record({
    categorized: fc
      .array(skill, { maxLength: 6 })
      .map((list): Record<string, string[]> => (list.length > 0 ? { Tools: [...new Set(list)] } : {})),
    softSkills: fc.constant([]),
  }),
  workExperience: fc.array(experience, { maxLength: 4 }),
  education: fc.constant([]),
  certifications: fc.constant([]),
});
const job: fc.Arbitrary<StructuredJobDescription> = fc.record({
  title: fc.constantFrom('Staff Platform Engineer at Contoso', 'Director of Sales', 'Chief Nursing Officer'),
  seniority: fc.constantFrom('Senior', 'Junior', null),
  requiredSkills: fc.array(skill, { maxLength: 8 }),
  preferredSkills: fc.array(skill, { maxLength: 4 }),
  responsibilities: fc.constant(['Grow revenue 300% at Contoso in 2030']),
});

function numbersIn(text: string): Set<string> {
  return new Set((text.match(/\d+(?:[.,]\d+)*/g) ?? []).map((n) => n.replace(/,/g, '')));
}

function assertNothingInvented(original: StructuredResume, suggested: string, jobNames: string[]) {
  const facts = resumeToText(original);
  expect(findInventedFacts(facts, suggested, new LocalFactVocabulary())).toEqual([]);
  // the same promise, checked without the rule under test
  const known = numbersIn(facts);
  for (const n of numbersIn(suggested)) expect(known.has(n), `number ${n}`).toBe(true);
  const skills = new Set(taxonomy.hardNames(facts));
  for (const s of taxonomy.hardNames(suggested)) expect(skills.has(s), `skill ${s}`).toBe(true);
  for (const name of jobNames) if (!facts.includes(name)) expect(suggested).not.toContain(name);
}

describe('resume polish never invents facts', () => {
  it('the summary rewrite only uses the resume', () => {
    fc.assert(
      fc.property(resume, job, (r, j) => {
        const { text } = composeSummary(r, [...j.requiredSkills, ...j.preferredSkills]);
        assertNothingInvented(r, text, ['Contoso', '2030', '300']);
      }),
      { numRuns: 300 },
    );
  });

  it('the experience rewrite only uses the experience itself', () => {
    fc.assert(
      fc.property(experience, job, (e, j) => {
        const { text } = rewriteDescription(e.description, [...j.requiredSkills, ...j.preferredSkills], {
          current: isCurrentRole(e.endDate),
        });
        const alone = aResume({ workExperience: [e] });
        assertNothingInvented(alone, text, ['Contoso', '2030', '300']);
      }),
      { numRuns: 300 },
    );
  });

  it('the polisher adapter keeps the promise end to end', async () => {
    const polisher = new LocalResumePolisher(new LocalMatchAnalyzer({ now: () => new Date('2025-06-01') }));
    await fc.assert(
      fc.asyncProperty(resume, job, async (r, j) => {
        assertNothingInvented(r, (await polisher.suggestSummary({ resume: r, job: j })).suggested, [
          'Contoso',
        ]);
        for (const [index, e] of r.workExperience.entries()) {
          const s = await polisher.suggestExperience({ experience: e, index, job: j, resume: r });
          expect(s).toMatchObject({
            index,
            jobTitle: e.standardizedJobTitle,
            company: e.company,
            location: e.location,
          });
          assertNothingInvented(r, s.suggested, ['Contoso']);
        }
      }),
      { numRuns: 100 },
    );
  });
});
