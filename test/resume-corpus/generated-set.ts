import { seededRandom } from '../../src/modules/coaching/adapters/local/text-tools.ts';
import type { EducationTruth, RenderedResume, RoleTruth, SectionName, Template } from './truth.ts';

/**
 * Resumes made from a seeded random source: people in many professions, employers of every shape
 * (commas, ampersands, 'Inc.', hospitals, public bodies), dates in every common format, laid out
 * by a random combination of every template choice. The hand-written sets say what real resumes
 * look like; this one multiplies the combinations so a rule that only fits one of them shows up.
 * The truth is what the generator printed, so it is right by construction.
 */

type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, p: number) => rng() < p;
function sample<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
}

interface Profession {
  name: string;
  sector: 'software' | 'other';
  /** Titles from junior to senior. */
  ladder: string[];
  /** Employer kinds: the last word(s) of an employer's name. */
  employers: string[];
  /** Things the person works on, for bullets. */
  objects: string[];
  skills: string[];
  fields: string[];
  certifications: string[];
}

const PROFESSIONS: Profession[] = [
  {
    name: 'registered nurse',
    sector: 'other',
    ladder: ['Staff Nurse', 'Registered Nurse', 'Charge Nurse', 'Nurse Manager'],
    employers: ['Medical Center', 'Regional Hospital', 'Health System', 'Community Clinic'],
    objects: [
      'patient intake',
      'medication administration',
      'discharge teaching',
      'wound care protocols',
      'shift handoffs',
    ],
    skills: ['Patient assessment', 'IV therapy', 'Epic charting', 'Telemetry', 'Care planning'],
    fields: ['Nursing'],
    certifications: ['BLS', 'ACLS', 'PALS'],
  },
  {
    name: 'accountant',
    sector: 'other',
    ladder: ['Staff Accountant', 'Senior Accountant', 'Accounting Manager', 'Controller'],
    employers: ['& Associates, CPAs', 'Bank', 'Credit Union', 'Holdings, Inc.'],
    objects: [
      'month-end close',
      'account reconciliations',
      'audit schedules',
      'accounts payable',
      'budget forecasts',
    ],
    skills: ['GAAP', 'QuickBooks', 'NetSuite', 'Excel', 'Variance analysis'],
    fields: ['Accounting', 'Finance'],
    certifications: ['Certified Public Accountant (CPA)'],
  },
  {
    name: 'teacher',
    sector: 'other',
    ladder: ['Student Teacher', 'Classroom Teacher', 'Lead Teacher', 'Department Chair'],
    employers: ['Unified School District', 'Elementary School', 'Academy', 'Public Schools'],
    objects: [
      'lesson plans',
      'reading groups',
      'parent conferences',
      'assessment data',
      'classroom routines',
    ],
    skills: ['Differentiated instruction', 'Classroom management', 'Google Classroom', 'IEP support'],
    fields: ['Elementary Education', 'English'],
    certifications: ['State Teaching License, Grades K-6'],
  },
  {
    name: 'electrician',
    sector: 'other',
    ladder: ['Apprentice Electrician', 'Journeyman Electrician', 'Lead Electrician', 'Electrical Foreman'],
    employers: ['Electric Co.', 'Electrical Contractors', 'Builders LLC', 'Power & Light'],
    objects: ['panel upgrades', 'conduit runs', 'lighting retrofits', 'service calls', 'code inspections'],
    skills: ['NEC', 'Blueprint reading', 'Motor controls', 'Troubleshooting', 'OSHA safety'],
    fields: ['Electrical Technology'],
    certifications: ['OSHA 30', 'Journeyman License'],
  },
  {
    name: 'logistics coordinator',
    sector: 'other',
    ladder: ['Logistics Assistant', 'Logistics Coordinator', 'Logistics Supervisor', 'Operations Manager'],
    employers: ['Logistics', 'Freight, Inc.', 'Distribution Center', 'Supply Co.'],
    objects: [
      'inbound shipments',
      'carrier rates',
      'customs paperwork',
      'warehouse slotting',
      'delivery routes',
    ],
    skills: ['SAP', 'Freight booking', 'Inventory control', 'Excel', 'Vendor relations'],
    fields: ['Supply Chain Management', 'Business Administration'],
    certifications: ['Certified in Logistics, Transportation and Distribution (CLTD)'],
  },
  {
    name: 'chef',
    sector: 'other',
    ladder: ['Line Cook', 'Sous Chef', 'Executive Sous Chef', 'Executive Chef'],
    employers: ['Bistro', 'Grill & Bar', 'Hotel & Resort', 'Restaurant Group'],
    objects: ['seasonal menus', 'food costs', 'prep lists', 'catering events', 'kitchen inventory'],
    skills: ['Menu development', 'Food safety', 'Cost control', 'Team training'],
    fields: ['Culinary Arts'],
    certifications: ['ServSafe Manager'],
  },
  {
    name: 'sales manager',
    sector: 'other',
    ladder: ['Sales Associate', 'Account Executive', 'Senior Account Executive', 'Regional Sales Manager'],
    employers: ['Brands', 'Motors', 'Supply, Inc.', 'Outfitters'],
    objects: ['key accounts', 'sales pipeline', 'territory plans', 'trade shows', 'renewal contracts'],
    skills: ['Salesforce', 'Negotiation', 'Forecasting', 'Account planning'],
    fields: ['Marketing', 'Communications'],
    certifications: [],
  },
  {
    name: 'paralegal',
    sector: 'other',
    ladder: ['Legal Assistant', 'Paralegal', 'Senior Paralegal', 'Litigation Support Manager'],
    employers: ['LLP', '& Partners', 'Law Group, P.C.', 'Legal Services'],
    objects: ['discovery responses', 'deposition binders', 'court filings', 'case calendars', 'client files'],
    skills: ['Legal research', 'Westlaw', 'E-filing', 'Document review'],
    fields: ['Paralegal Studies', 'Political Science'],
    certifications: ['Certified Paralegal (CP)'],
  },
  {
    name: 'software engineer',
    sector: 'software',
    ladder: ['Junior Developer', 'Software Engineer', 'Senior Software Engineer', 'Staff Engineer'],
    employers: ['Labs', 'Software', 'Technologies, Inc.', 'Systems'],
    objects: ['billing service', 'deployment pipeline', 'search API', 'mobile app', 'data warehouse'],
    skills: ['TypeScript', 'Go', 'PostgreSQL', 'Kubernetes', 'AWS'],
    fields: ['Computer Science', 'Software Engineering'],
    certifications: ['AWS Certified Developer – Associate'],
  },
  {
    name: 'civil engineer',
    sector: 'other',
    ladder: ['Engineer in Training', 'Civil Engineer', 'Project Engineer', 'Senior Project Manager'],
    employers: ['Engineering', 'Department of Transportation', 'Consultants', 'Infrastructure Group'],
    objects: ['roadway plans', 'stormwater designs', 'bid documents', 'site inspections', 'traffic studies'],
    skills: ['AutoCAD Civil 3D', 'MicroStation', 'Hydraulic modeling', 'Permitting'],
    fields: ['Civil Engineering'],
    certifications: ['Professional Engineer (PE)'],
  },
];

const PLACES = [
  'Riverside',
  'Summit',
  'Harbor',
  'Granite',
  'Lakeview',
  'Pioneer',
  'Cedar',
  'Northgate',
  'Bayside',
  'Meridian',
  'Silver Creek',
  'Oak Hollow',
  'Blue Ridge',
  'Westfield',
  'Stonebridge',
  'Evergreen',
];
const SURNAMES = [
  'Alvarez',
  'Brennan',
  'Castillo',
  'Dawson',
  'Eriksen',
  'Fischer',
  'Gallagher',
  'Haddad',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okonkwo',
  'Patel',
  'Quintero',
  'Rahman',
  "O'Brien",
  'Sato',
  'Thornton',
  'Underwood',
  'Vasquez',
  'Whitaker',
  'Yilmaz',
  'Zhang',
];
const FIRST_NAMES = [
  'Amara',
  'Ben',
  'Carla',
  'Dmitri',
  'Elena',
  'Farid',
  'Grace',
  'Hector',
  'Ines',
  'Jamal',
  'Keiko',
  'Liam',
  'Maya',
  'Nikhil',
  'Olivia',
  'Pablo',
  'Rosa',
  'Samuel',
  'Tanya',
  'Victor',
  'Wen',
  'Yusuf',
];
const CITIES = [
  'Denver, CO',
  'Columbus, OH',
  'Tampa, FL',
  'Portland, OR',
  'Austin, TX',
  'Raleigh, NC',
  'Boise, ID',
  'Madison, WI',
  'Albany, NY',
  'Reno, NV',
  'Tucson, AZ',
  'Omaha, NE',
  'Remote',
];
const VERBS = [
  'Managed',
  'Coordinated',
  'Reduced errors in',
  'Streamlined',
  'Trained staff on',
  'Oversaw',
  'Improved',
  'Prepared',
  'Organized',
  'Rebuilt',
  'Supported',
  'Led a review of',
  'Standardized',
  'Tracked',
];
const OUTCOMES = [
  'cutting turnaround time by {n}%',
  'for a team of {n} people',
  'across {n} locations',
  'saving about {money} a year',
  'with no findings in the {y} audit',
  'which raised satisfaction scores to {n}%',
  'while covering weekend shifts',
  'and documented the process for new hires',
];
const SCHOOL_FORMS = [
  (p: string) => `University of ${p}`,
  (p: string) => `${p} State University`,
  (p: string) => `${p} Community College`,
  (p: string) => `${p} Institute of Technology`,
  (p: string) => `${p} College`,
];
const DEGREES: { degree: string; withField: boolean }[] = [
  { degree: 'Bachelor of Science', withField: true },
  { degree: 'Bachelor of Arts', withField: true },
  { degree: 'B.S.', withField: true },
  { degree: 'BA', withField: true },
  { degree: 'Master of Business Administration', withField: false },
  { degree: 'MBA', withField: false },
  { degree: 'Master of Science', withField: true },
  { degree: 'Associate of Applied Science', withField: true },
  { degree: 'A.A.S.', withField: true },
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
type DateStyle = 'short' | 'long' | 'numeric' | 'year';

function dateText(style: DateStyle, year: number, month: number): string {
  if (style === 'short') return `${MONTHS[month]} ${year}`;
  if (style === 'long') return `${LONG_MONTHS[month]} ${year}`;
  if (style === 'numeric') return `${String(month + 1).padStart(2, '0')}/${year}`;
  return String(year);
}

function employer(rng: Rng, profession: Profession): string {
  const kind = pick(rng, profession.employers);
  const owner = chance(rng, 0.5) ? pick(rng, PLACES) : pick(rng, SURNAMES);
  if (kind.startsWith('&') || kind.startsWith(',')) return `${owner} ${kind}`;
  if (kind.startsWith('Department') || kind.startsWith('City')) return `${pick(rng, PLACES)} ${kind}`;
  return `${owner} ${kind}`;
}

function bullet(rng: Rng, profession: Profession, year: number): string {
  const n = 2 + Math.floor(rng() * 40);
  const outcome = pick(rng, OUTCOMES)
    .replace('{n}', String(n))
    .replace('{money}', `$${n},000`)
    .replace('{y}', String(year));
  const object = pick(rng, profession.objects);
  const verb = pick(rng, VERBS);
  const long = chance(rng, 0.35)
    ? `, working with ${pick(rng, ['nurses', 'vendors', 'managers', 'clients', 'inspectors', 'finance'])} to keep ${pick(rng, profession.objects)} on schedule`
    : '';
  return `${verb} ${object} ${outcome}${long}.`;
}

function roles(rng: Rng, profession: Profession, style: DateStyle, endWord: string): RoleTruth[] {
  const count = 2 + Math.floor(rng() * 3);
  const out: RoleTruth[] = [];
  let year = 2026 - Math.floor(rng() * 2);
  let month = Math.floor(rng() * 12);
  let rung = Math.min(profession.ladder.length - 1, count - 1 + Math.floor(rng() * 2));
  for (let i = 0; i < count; i++) {
    const length = 1 + Math.floor(rng() * 4);
    const startYear = year - length;
    const startMonth = Math.floor(rng() * 12);
    const end = i === 0 ? endWord : dateText(style, year, month);
    out.push({
      title: profession.ladder[Math.max(0, rung)]!,
      company: employer(rng, profession),
      ...(chance(rng, 0.7) ? { location: pick(rng, CITIES) } : {}),
      start: dateText(style, startYear, startMonth),
      end,
      bullets: Array.from({ length: 1 + Math.floor(rng() * 4) }, () =>
        bullet(rng, profession, startYear + 1),
      ),
    });
    year = startYear;
    month = (startMonth + 11) % 12;
    if (month === 11) year -= 1;
    rung -= 1;
  }
  return out;
}

function education(rng: Rng, profession: Profession, year: number): EducationTruth[] {
  const count = chance(rng, 0.25) ? 2 : 1;
  return Array.from({ length: count }, (_, i) => {
    const { degree, withField } = pick(rng, DEGREES);
    const field = pick(rng, profession.fields);
    return {
      school: pick(rng, SCHOOL_FORMS)(pick(rng, PLACES)),
      degree,
      ...(withField ? { field } : {}),
      ...(chance(rng, 0.85) ? { graduation: String(year - i * 3) } : {}),
    };
  });
}

const LABEL_CHOICES: Partial<Record<SectionName, string[]>> = {
  summary: ['Summary', 'Professional Summary', 'Profile', 'About Me'],
  experience: [
    'Experience',
    'Work History',
    'Professional Experience',
    'Employment History',
    'Career History',
  ],
  education: ['Education', 'Education & Training', 'Academic Background'],
  skills: ['Skills', 'Core Skills', 'Key Skills', 'Areas of Expertise'],
  certifications: ['Certifications', 'Licenses & Certifications', 'Credentials'],
};

function template(rng: Rng, rolesOf: RoleTruth[]): Template {
  const labels: Partial<Record<SectionName, string>> = {};
  for (const [section, choices] of Object.entries(LABEL_CHOICES) as [SectionName, string[]][])
    if (chance(rng, 0.6)) labels[section] = pick(rng, choices);
  const t: Template = {
    layout: pick(rng, ['one-column', 'one-column', 'two-column', 'sidebar', 'table'] as const),
    roleHeader: pick(rng, ['title-first', 'company-first', 'one-line'] as const),
    dates: pick(rng, ['left', 'right', 'below'] as const),
    headings: pick(rng, ['bold', 'caps', 'underlined', 'large', 'none'] as const),
    bullet: pick(rng, ['•', '▪', '◦', '–', '*', '➢', 'none'] as const),
    dateSep: pick(rng, [' – ', ' - ', ' to ', '–', ' — '] as const),
    contact: pick(rng, ['line', 'stacked'] as const),
    labels,
  };
  if (chance(rng, 0.3)) t.summaryWithoutHeading = true;
  if (chance(rng, 0.2)) t.paragraphs = [rolesOf.length - 1];
  if (chance(rng, 0.3)) t.docxGlyphBullets = true;
  const longRole = rolesOf.findIndex((r) => r.bullets.length >= 3);
  if (longRole >= 0 && chance(rng, 0.4)) t.pageBreak = { role: longRole, beforeBullet: 2 };
  const wordy = rolesOf[0]!.bullets[0]!.split(/[^A-Za-z]+/).find((w) => w.length >= 8);
  if (wordy && chance(rng, 0.5)) t.hyphenate = { role: 0, bullet: 0, word: wordy, at: 3 };
  if (t.layout === 'one-column' && chance(rng, 0.4))
    t.order = ['summary', 'education', 'experience', 'skills', 'certifications'];
  return t;
}

/** `count` resumes from `seed`: the same ones on every run and machine. */
export function generatedSet(count = 60, seed = 20261128): RenderedResume[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, (_, i): RenderedResume => {
    const profession = PROFESSIONS[i % PROFESSIONS.length]!;
    const style = pick(rng, ['short', 'long', 'numeric', 'year'] as const satisfies DateStyle[]);
    const endWord = pick(rng, ['Present', 'Current', 'Now']);
    const rolesOf = roles(rng, profession, style, endWord);
    const first = pick(rng, FIRST_NAMES);
    const last = pick(rng, SURNAMES);
    const oldest = Number(rolesOf.at(-1)!.start.match(/\d{4}/)![0]);
    const years = 2026 - oldest;
    const truth: RenderedResume['truth'] = {
      id: `generated-${String(i + 1).padStart(3, '0')}`,
      profession: profession.name,
      sector: profession.sector,
      name: `${first} ${last}`,
      email: `${`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '')}@example.com`,
      ...(chance(rng, 0.8)
        ? { phone: `(${200 + ((i * 71) % 700)}) 555-${String(1000 + i * 37).slice(-4)}` }
        : {}),
      ...(chance(rng, 0.8)
        ? {
            location: pick(
              rng,
              CITIES.filter((c) => c !== 'Remote'),
            ),
          }
        : {}),
      links: chance(rng, 0.5)
        ? [`linkedin.com/in/${first}${last}`.toLowerCase().replace(/[^a-z./]/g, '')]
        : [],
      ...(chance(rng, 0.3) ? { headline: rolesOf[0]!.title } : {}),
      ...(chance(rng, 0.7)
        ? {
            summary: `${rolesOf[0]!.title} with ${years} years of experience in ${sample(rng, profession.objects, 2).join(' and ')}. Known for steady work under pressure and clear notes for the next shift.`,
          }
        : {}),
      roles: rolesOf,
      education: education(rng, profession, oldest),
      skills: sample(rng, profession.skills, 3 + Math.floor(rng() * 3)),
      certifications: sample(rng, profession.certifications, Math.floor(rng() * 3)),
    };
    return { truth, template: template(rng, rolesOf) };
  });
}
