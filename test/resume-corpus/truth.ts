/**
 * Field-level truth of a resume in the parsing set: what a careful reader takes from the document,
 * written before and apart from what any parser makes of it.
 */
export interface RoleTruth {
  title: string;
  company: string;
  location?: string;
  /** As written in the document: 'Jan 2019', '2017', '03/2021', 'Summer 2016'. */
  start: string;
  /** As written: 'Present', 'Aug 2023'; '' when the document gives one date only. */
  end: string;
  /** One entry per bullet; a role written as a paragraph has the paragraph as its only entry. */
  bullets: string[];
}

export interface EducationTruth {
  school: string;
  degree: string;
  field?: string;
  graduation?: string;
}

export interface ResumeTruth {
  id: string;
  profession: string;
  /** Whether the profession is in software; the set must reach well outside it. */
  sector: 'software' | 'other';
  name: string;
  email?: string;
  phone?: string;
  location?: string;
  links: string[];
  headline?: string;
  summary?: string;
  roles: RoleTruth[];
  education: EducationTruth[];
  skills: string[];
  certifications: string[];
  projects?: { name: string; bullets: string[] }[];
}

/** How a rendered resume is laid out; each value is used by several resumes of the set. */
export interface Template {
  layout: 'one-column' | 'two-column' | 'sidebar' | 'table';
  roleHeader: 'title-first' | 'company-first' | 'one-line';
  /** Where a role's dates sit: a left gutter, flush right on the first header line, or a line below. */
  dates: 'left' | 'right' | 'below';
  headings: 'bold' | 'caps' | 'underlined' | 'large' | 'none';
  /** The bullet glyph; 'none' writes each bullet as its own plain line. */
  bullet: '•' | '▪' | '◦' | '–' | '*' | '➢' | 'none';
  /** What joins a role's start and end dates. */
  dateSep: ' – ' | ' - ' | ' to ' | '–' | ' — ';
  /** Section labels the document uses instead of the plain ones. */
  labels?: Partial<Record<SectionName, string>>;
  /** The summary is printed without a heading, right under the contact lines. */
  summaryWithoutHeading?: boolean;
  /** Contact details on one line joined by a separator, or one per line. */
  contact: 'line' | 'stacked';
  /** Roles (by index) written as a paragraph instead of bullets. */
  paragraphs?: number[];
  /** A page break inside a role: its bullets from `beforeBullet` on start the next page. */
  pageBreak?: { role: number; beforeBullet: number };
  /** A word broken with a hyphen at a line end in the PDF ('Devel-' / 'oping'). */
  hyphenate?: { role: number; bullet: number; word: string; at: number };
  /** Sections in the order printed (one-column and table layouts); the default puts experience first. */
  order?: SectionName[];
  /** DOCX bullets as glyph characters typed into the text instead of a Word list. */
  docxGlyphBullets?: boolean;
}

export type SectionName = 'summary' | 'experience' | 'projects' | 'education' | 'skills' | 'certifications';

export interface RenderedResume {
  truth: ResumeTruth;
  template: Template;
}

export interface PlainResume {
  truth: ResumeTruth;
}
