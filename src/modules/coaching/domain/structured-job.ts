/** The structured job description of the contract (`StructuredJobDescription`). */
export interface StructuredJobDescription {
  title: string;
  /** 'Intern', 'Junior', 'Mid', 'Senior', 'Lead' …; null when the description does not say. */
  seniority: string | null;
  requiredSkills: string[];
  preferredSkills: string[];
  responsibilities: string[];
  /**
   * Skills the job accepts one of ('Python, Ruby or Java'; 'databases such as MySQL or MongoDB'):
   * each group's members are also in the skill lists above. Absent when the job lists none.
   */
  alternatives?: string[][];
}

export const SENIORITIES = ['Intern', 'Junior', 'Mid', 'Senior', 'Lead', 'Principal', 'Executive'] as const;
export type Seniority = (typeof SENIORITIES)[number];

/** Every skill the job names, required first, without duplicates. */
export function jobSkills(job: StructuredJobDescription): string[] {
  return [...new Set([...job.requiredSkills, ...job.preferredSkills])];
}
