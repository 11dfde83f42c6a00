import type { ReadingDoubt, StructuredResume } from '../../api/generated/model';

/** The contact fields, in the order the form shows them. */
export const CONTACT_FIELDS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'location', label: 'Location' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'website', label: 'Website' },
] as const;

export type ContactKey = (typeof CONTACT_FIELDS)[number]['key'];

/** The category the form always offers, so skills can be added when none fits. */
export const OTHER_SKILLS = 'Other';

/**
 * A role as the form edits it: every field as typed. `readAt` is the role's place in the reading the
 * form started from (null for a role the person added), so a doubt stays with its role when roles
 * before it are removed.
 */
export type RoleDraft = {
  key: string;
  readAt: number | null;
  standardizedJobTitle: string;
  company: string;
  location: string;
  startDate: string;
  endDate: string;
  description: string;
};

export type RoleField = Exclude<keyof RoleDraft, 'key' | 'readAt'>;

export type SchoolDraft = {
  key: string;
  readAt: number | null;
  degree: string;
  major: string;
  university: string;
  graduationDate: string;
};

export type SchoolField = Exclude<keyof SchoolDraft, 'key' | 'readAt'>;

/** One skill category and its skills, comma-separated. */
export type SkillGroupDraft = { category: string; skills: string };

export type ReadingDraft = {
  contact: Record<ContactKey, string>;
  summary: string;
  roles: RoleDraft[];
  schools: SchoolDraft[];
  skillGroups: SkillGroupDraft[];
  softSkills: string;
  /** One certification a line. */
  certifications: string;
};

let drafted = 0;
/** A key for a list entry, unique for the life of the page. */
function newKey(): string {
  drafted += 1;
  return `entry-${drafted}`;
}

export function blankRole(): RoleDraft {
  return {
    key: newKey(),
    readAt: null,
    standardizedJobTitle: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    description: '',
  };
}

export function blankSchool(): SchoolDraft {
  return { key: newKey(), readAt: null, degree: '', major: '', university: '', graduationDate: '' };
}

/** The form's starting point: the structure as it was read (or last corrected). */
export function toDraft(structure: StructuredResume): ReadingDraft {
  const contact = structure.contactInfo;
  const groups = Object.entries(structure.skills.categorized).map(([category, skills]) => ({
    category,
    skills: skills.join(', '),
  }));
  if (!groups.some((group) => group.category === OTHER_SKILLS)) {
    groups.push({ category: OTHER_SKILLS, skills: '' });
  }
  return {
    contact: {
      name: contact.name ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      location: contact.location ?? '',
      linkedin: contact.linkedin ?? '',
      website: contact.website ?? '',
    },
    summary: structure.summary,
    roles: structure.workExperience.map((role, readAt) => ({
      key: newKey(),
      readAt,
      standardizedJobTitle: role.standardizedJobTitle,
      company: role.company,
      location: role.location ?? '',
      startDate: role.startDate ?? '',
      endDate: role.endDate ?? '',
      description: role.description,
    })),
    schools: structure.education.map((school, readAt) => ({
      key: newKey(),
      readAt,
      degree: school.degree,
      major: school.major ?? '',
      university: school.university,
      graduationDate: school.graduationDate ?? '',
    })),
    skillGroups: groups,
    softSkills: structure.skills.softSkills.join(', '),
    certifications: structure.certifications.join('\n'),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function commaList(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const ROLE_FIELDS: RoleField[] = [
  'standardizedJobTitle',
  'company',
  'location',
  'startDate',
  'endDate',
  'description',
];
const SCHOOL_FIELDS: SchoolField[] = ['degree', 'major', 'university', 'graduationDate'];

function isBlank<T>(entry: T, fields: (keyof T)[]): boolean {
  return fields.every((field) => String(entry[field]).trim() === '');
}

/**
 * The structure the form stands for: texts trimmed, a blank optional field null, a role or school
 * left wholly blank dropped, skills split at commas, descriptions and certifications one a line.
 */
export function toStructure(draft: ReadingDraft): StructuredResume {
  const categorized: Record<string, string[]> = {};
  for (const group of draft.skillGroups) {
    const skills = commaList(group.skills);
    if (skills.length > 0) categorized[group.category] = skills;
  }
  return {
    contactInfo: {
      name: orNull(draft.contact.name),
      email: orNull(draft.contact.email),
      phone: orNull(draft.contact.phone),
      linkedin: orNull(draft.contact.linkedin),
      website: orNull(draft.contact.website),
      location: orNull(draft.contact.location),
    },
    summary: draft.summary.trim(),
    skills: { categorized, softSkills: commaList(draft.softSkills) },
    workExperience: draft.roles
      .filter((role) => !isBlank(role, ROLE_FIELDS))
      .map((role) => ({
        standardizedJobTitle: role.standardizedJobTitle.trim(),
        company: role.company.trim(),
        location: orNull(role.location),
        startDate: orNull(role.startDate),
        endDate: orNull(role.endDate),
        description: lines(role.description).join('\n'),
      })),
    education: draft.schools
      .filter((school) => !isBlank(school, SCHOOL_FIELDS))
      .map((school) => ({
        degree: school.degree.trim(),
        major: orNull(school.major),
        university: school.university.trim(),
        graduationDate: orNull(school.graduationDate),
      })),
    certifications: lines(draft.certifications),
  };
}

/** Where each field of the form stands in the reading: the path the server's doubts name. */
export const fieldPath = {
  contact: (key: ContactKey) => `contactInfo.${key}`,
  summary: 'summary',
  role: (readAt: number | null, field: RoleField) =>
    readAt === null ? null : `workExperience.${readAt}.${field}`,
  school: (readAt: number | null, field: SchoolField) =>
    readAt === null ? null : `education.${readAt}.${field}`,
  skillGroup: (category: string) => `skills.categorized.${category}`,
  softSkills: 'skills.softSkills',
  certifications: 'certifications',
} as const;

/** The reading's paths of every field the form shows for `draft` (a role or school added by the person has none). */
export function draftPaths(draft: ReadingDraft): string[] {
  return [
    ...CONTACT_FIELDS.map(({ key }) => fieldPath.contact(key)),
    fieldPath.summary,
    ...draft.roles.flatMap((role) => ROLE_FIELDS.map((field) => fieldPath.role(role.readAt, field))),
    ...draft.schools.flatMap((school) =>
      SCHOOL_FIELDS.map((field) => fieldPath.school(school.readAt, field)),
    ),
    ...draft.skillGroups.map((group) => fieldPath.skillGroup(group.category)),
    fieldPath.softSkills,
    fieldPath.certifications,
  ].filter((path): path is string => path !== null);
}

export type DoubtIndex = {
  /** The doubt about the field at `path` (one message, or several joined), if any. */
  at: (path: string | null) => string | undefined;
  /** How many of the fields at `paths` are in doubt. */
  countIn: (paths: string[]) => number;
  /** Doubts about something the form shows no field for (a whole section, say). */
  elsewhere: string[];
};

/**
 * The doubts placed at the form's fields: a doubt about a part of a field (one certification, one
 * skill) belongs to the field that holds it; one about nothing the form shows is kept apart.
 */
export function indexDoubts(doubts: ReadingDoubt[], shown: string[]): DoubtIndex {
  const byField = new Map<string, string[]>();
  const elsewhere: string[] = [];
  // the longest path first, so a doubt finds the most specific field that holds it
  const fields = [...shown].sort((a, b) => b.length - a.length);
  for (const doubt of doubts) {
    const field = fields.find((path) => doubt.field === path || doubt.field.startsWith(`${path}.`));
    if (field === undefined) elsewhere.push(doubt.message);
    else byField.set(field, [...(byField.get(field) ?? []), doubt.message]);
  }
  return {
    at: (path) => (path === null ? undefined : byField.get(path)?.join(' ')),
    countIn: (paths) => new Set(paths.filter((path) => byField.has(path))).size,
    elsewhere,
  };
}
