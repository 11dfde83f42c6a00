import type { StructuredResume, WorkExperience } from '../../src/modules/coaching/index.ts';

/** A role of a structured resume: a current Product Manager at Northwind Traders, unless told otherwise. */
export function aRole(overrides: Partial<WorkExperience> = {}): WorkExperience {
  return {
    standardizedJobTitle: 'Product Manager',
    company: 'Northwind Traders',
    location: null,
    startDate: 'Jan 2017',
    endDate: 'Present',
    description: '- Led the pricing launch across four markets.',
    ...overrides,
  };
}

/** A structured resume with nothing in it but what is given (no name unless told). */
export function aResume(overrides: Partial<StructuredResume> = {}): StructuredResume {
  return {
    contactInfo: { name: null, email: null, phone: null, linkedin: null, website: null, location: null },
    summary: '',
    skills: { categorized: {}, softSkills: [] },
    workExperience: [],
    education: [],
    certifications: [],
    ...overrides,
  };
}

/** Contact details with only a name. */
export function named(name: string): StructuredResume['contactInfo'] {
  return { ...aResume().contactInfo, name };
}
